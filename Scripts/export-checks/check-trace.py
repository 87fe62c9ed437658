#!/usr/bin/env python3
"""Independent checks of a trace export (`collection-layout export --trace`).

  check-trace.py TRACE.json FRAMES.json [--trace-processor BIN]

Checks, from the Trace Event Format's documentation and from FRAMES.json alone:
  - the file is the format's object form: an object with a `traceEvents` array and
    `displayTimeUnit` "ms" or "ns";
  - every event has the fields its phase requires (name, ph, pid; ts for every timed phase;
    dur >= 0 and tid for X; tid and scope s in t/p/g for i; numeric args for C; args.name or
    args.sort_index for M) and a known phase;
  - timestamps never decrease along a track (a thread's slices and instants; a counter);
  - complete slices on one track nest: none starts inside another and ends after it (Perfetto
    moves overlapping slices to an overflow track);
  - what the trace says matches the frames: one step slice per step, named by its action and
    on the track of its action; one element slice per change record that animates (its change
    is not "kept", or its frame or alpha changes), named by its change; one batch-update
    instant per step that applied a batch (an "update", or a step whose entry has a "batch"),
    none at a step that animates without one (a fling, a page turn, a zoom); counters start at the initial content offset and end at the last
    step's offset and height.
With --trace-processor BIN (Perfetto's trace_processor_shell, and the `perfetto` Python
package), the trace is loaded by Perfetto's trace processor and SQL counts the slices per name
to compare with the complete slices written; without it that check is skipped and says so.

Exit status 0 when every check passes, 1 otherwise.
"""
import argparse
import collections
import json
import sys

REQUIRED = {
    "X": ("name", "ph", "ts", "dur", "pid", "tid"),
    "i": ("name", "ph", "ts", "pid", "tid", "s"),
    "C": ("name", "ph", "ts", "pid", "args"),
    "M": ("name", "ph", "pid", "args"),
}


def animates(record):
    return (record["change"] != "kept" or record["initial"]["frame"] != record["final"]["frame"]
            or record["initial"]["alpha"] != record["final"]["alpha"])


def check(trace_path, frames_path):
    problems = []
    trace = json.load(open(trace_path, encoding="utf-8"))
    frames = json.load(open(frames_path, encoding="utf-8"))
    if not isinstance(trace, dict) or not isinstance(trace.get("traceEvents"), list):
        return ["not the object form: expected an object with a traceEvents array"]
    if trace.get("displayTimeUnit") not in ("ms", "ns"):
        problems.append(f"displayTimeUnit is {trace.get('displayTimeUnit')!r}, not \"ms\" or \"ns\"")
    events = trace["traceEvents"]
    for index, event in enumerate(events):
        phase = event.get("ph")
        if phase not in REQUIRED:
            problems.append(f"traceEvents[{index}]: unknown phase {phase!r}")
            continue
        missing = [field for field in REQUIRED[phase] if field not in event]
        if missing:
            problems.append(f"traceEvents[{index}] ({phase}): missing {', '.join(missing)}")
        if phase == "X" and not (isinstance(event.get("dur"), (int, float)) and event["dur"] >= 0):
            problems.append(f"traceEvents[{index}]: dur {event.get('dur')!r} is not a number >= 0")
        if phase == "i" and event.get("s") not in ("t", "p", "g"):
            problems.append(f"traceEvents[{index}]: instant scope {event.get('s')!r}")
        if phase == "C" and not all(isinstance(v, (int, float)) for v in event.get("args", {}).values()):
            problems.append(f"traceEvents[{index}]: counter args are not all numbers")
        if phase == "M" and not ({"name", "sort_index"} & set(event.get("args", {}))):
            problems.append(f"traceEvents[{index}]: metadata without args.name or args.sort_index")
        if phase != "M" and not isinstance(event.get("ts"), (int, float)):
            problems.append(f"traceEvents[{index}]: ts {event.get('ts')!r} is not a number")

    # Monotonic timestamps per track, and nesting of complete slices per track.
    last_time = {}
    open_slices = collections.defaultdict(list)
    for index, event in enumerate(events):
        phase = event.get("ph")
        if phase in ("X", "i"):
            track = ("thread", event.get("pid"), event.get("tid"))
        elif phase == "C":
            track = ("counter", event.get("pid"), event.get("name"))
        else:
            continue
        time = event.get("ts", 0)
        if time < last_time.get(track, float("-inf")):
            problems.append(f"traceEvents[{index}]: ts {time} before {last_time[track]} on {track}")
        last_time[track] = time
        if phase != "X":
            continue
        stack = open_slices[track]
        end = time + event["dur"]
        while stack and stack[-1][0] <= time:
            stack.pop()
        if stack and end > stack[-1][0]:
            problems.append(f"traceEvents[{index}] {event['name']!r} [{time}, {end}] overlaps "
                            f"{stack[-1][1]!r} ending at {stack[-1][0]} on tid {event['tid']}")
        stack.append((end, event["name"]))

    # What the trace says against the frames.
    track_names = {event["tid"]: event["args"]["name"] for event in events
                   if event.get("ph") == "M" and event.get("name") == "thread_name"}
    steps = frames["steps"]
    step_slices = [event for event in events if event.get("ph") == "X" and event.get("cat") == "step"]
    if len(step_slices) != len(steps):
        problems.append(f"{len(step_slices)} step slices for {len(steps)} steps")
    for event, step in zip(step_slices, steps):
        expected = f"step {step['index']}: {step['action']}"
        if event["name"] != expected or track_names.get(event["tid"]) != step["action"]:
            problems.append(f"step slice {event['name']!r} on track {track_names.get(event['tid'])!r}, "
                            f"expected {expected!r} on {step['action']!r}")
    expected_changes = collections.Counter(
        record["change"] for step in steps if step.get("transition")
        for record in step["transition"]["changes"] if animates(record))
    written_changes = collections.Counter(
        event["name"] for event in events if event.get("ph") == "X" and event.get("cat") == "element")
    if expected_changes != written_changes:
        problems.append(f"element slices by change {dict(written_changes)}, expected {dict(expected_changes)}")
    updates = sum(1 for step in steps if "batch" in step or step["action"] == "update")
    instants = sum(1 for event in events if event.get("ph") == "i")
    if instants != updates:
        problems.append(f"{instants} batch-update instants for {updates} steps that applied a batch")
    offsets = [event["args"] for event in events if event.get("ph") == "C" and event["name"] == "contentOffset"]
    heights = [event["args"]["height"] for event in events
               if event.get("ph") == "C" and event["name"] == "contentSize"]
    first, last = steps[0], steps[-1]
    if not offsets or offsets[0] != first["contentOffset"] or offsets[-1] != last["contentOffset"]:
        problems.append("the contentOffset counter does not go from the first step's offset to the last's")
    if not heights or heights[0] != first["contentSize"]["height"] or heights[-1] != last["contentSize"]["height"]:
        problems.append("the contentSize counter does not go from the first step's height to the last's")
    summary = (f"{len(events)} events: {len(step_slices)} step slices, {sum(written_changes.values())} element "
               f"slices, {instants} instants, {len(offsets) + len(heights)} counter samples, "
               f"{len(track_names)} tracks")
    return problems, summary


def perfetto_count(trace_path, binary):
    """The slices per name that Perfetto's trace processor loads."""
    from perfetto.trace_processor import TraceProcessor, TraceProcessorConfig

    processor = TraceProcessor(trace=trace_path, config=TraceProcessorConfig(bin_path=binary))
    rows = processor.query("select name, count(*) as n from slice group by name")
    counts = {row.name: row.n for row in rows}
    processor.close()
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trace")
    parser.add_argument("frames")
    parser.add_argument("--trace-processor")
    arguments = parser.parse_args()
    result = check(arguments.trace, arguments.frames)
    if isinstance(result, list):
        problems, summary = result, "not checked further"
    else:
        problems, summary = result
    for problem in problems[:20]:
        print(f"  FAIL {problem}")
    if not problems:
        print(f"  PASS {arguments.trace}: {summary}")
    if arguments.trace_processor:
        events = json.load(open(arguments.trace, encoding="utf-8"))["traceEvents"]
        written = collections.Counter(e["name"] for e in events if e.get("ph") in ("X", "i"))
        loaded = perfetto_count(arguments.trace, arguments.trace_processor)
        if loaded == dict(written):
            print(f"  PASS Perfetto's trace processor loads {sum(loaded.values())} slices, as written")
        else:
            problems.append("perfetto")
            print(f"  FAIL Perfetto's trace processor loads {loaded}, written {dict(written)}")
    else:
        print("  SKIP Perfetto's trace processor: no --trace-processor binary (the perfetto package "
              "downloads one at run time, which this machine cannot)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
