/// Placeholder until the command line lands.
public enum CommandLineTool {}
