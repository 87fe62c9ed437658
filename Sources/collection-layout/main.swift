import CollectionLayoutCommandLine
import Foundation

exit(CommandLineTool.main())
