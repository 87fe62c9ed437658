#!/usr/bin/env python3
"""Independent checks of a Lottie export (`collection-layout export --lottie`).

  check-lottie.py schema ANIMATION.json...
      Validates each file against the JSON schema of the Lottie specification, as shipped by
      the `lottie-specs` package (PyPI), with the `jsonschema` package (Draft 2020-12).

  check-lottie.py render ANIMATION.json FRAMES.json --step N --renderer BIN [--samples J,...]
                  [--scale S] [--work DIR]
      Renders the animation with rlottie (BIN is render-lottie.c built against Debian's
      librlottie) at the samples J of update step N (default: first, middle, last) and checks
      that every element the frames list at that sample is where the frames put it. The
      animation is first recoloured: every element layer gets a colour of its own and loses
      its outline (its rectangle grown by the outline's width, so that it covers the element's
      frame), and the layers of the scroll view (named "[...]") are removed. The expected
      picture is composited here from FRAMES.json alone: each listed element, its frame minus
      the sample's content offset, times the scale, at its opacity, in the player's drawing
      order (zIndex, changed over kept, listed order). Checked: each element's centre, the
      points 1.5 pixels outside the middle of each of its edges, and a grid every 16 pixels;
      a pixel that an element edge crosses is skipped (antialiasing). The moment of a sample
      is found from the animation's marker "step N: ..." and the sample's time in FRAMES.json.

  check-lottie.py picture ANIMATION.json FRAMES.json --step N --sample J --renderer BIN
                  --output OUT.png [--scale S] [--beside PICTURE.svg]
      Renders the animation as exported (not recoloured) at that moment into a PNG; with
      --beside, next to PICTURE.svg (`render --svg` of the same moment, whose viewport is at
      (16, 48)), both rasterized by the `cairosvg` package, for the documentation.

Exit status 0 when every check passes, 1 otherwise.
"""
import argparse
import copy
import importlib.resources
import json
import os
import struct
import subprocess
import sys
import tempfile
import zlib

# Per premultiplied 8-bit channel: 3, plus 2 for each translucent layer over the pixel (8-bit
# compositing rounds at each layer).
TOLERANCE = 3
TRANSLUCENT_TOLERANCE = 2


def schema_check(paths):
    import jsonschema

    schema_path = importlib.resources.files("lottie_specs") / "data" / "lottie.schema.json"
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    ok = True
    for path in paths:
        document = json.load(open(path, encoding="utf-8"))
        errors = list(validator.iter_errors(document))
        if errors:
            ok = False
            print(f"  FAIL {path}: {len(errors)} schema errors")
            for error in errors[:5]:
                best = jsonschema.exceptions.best_match([error])
                print(f"    {best.json_path}: {best.message[:300]}")
        else:
            layers = len(document.get("layers", []))
            print(f"  PASS {os.path.basename(path)}: valid against the Lottie {schema.get('$version')} "
                  f"schema ({layers} layers, {os.path.getsize(path)} bytes)")
    return ok


def colour_for(index):
    """A distinct opaque colour per index, far from its neighbours'."""
    return ((index * 67 + 40) % 256, (index * 131 + 90) % 256, (index * 193 + 150) % 256)


def recoloured(document):
    """The document with scroll-view layers removed and each element layer one flat colour;
    returns it and the colour (0-255 RGB) of each layer index."""
    document = copy.deepcopy(document)
    layers = [layer for layer in document["layers"] if not layer["nm"].startswith("[")]
    colours = {}
    for index, layer in enumerate(layers):
        colour = colour_for(index)
        colours[layer["ind"]] = colour
        shapes = layer["shapes"]
        width = sum(shape["w"]["k"] for shape in shapes if shape["ty"] == "st")
        rectangle = next(shape for shape in shapes if shape["ty"] == "rc")
        size = rectangle["s"]
        if size["a"] == 0:
            size["k"] = [value + width for value in size["k"]]
        else:
            for keyframe in size["k"]:
                keyframe["s"] = [value + width for value in keyframe["s"]]
        fill = next(shape for shape in shapes if shape["ty"] == "fl")
        fill["c"] = {"a": 0, "k": [channel / 255 for channel in colour] + [1]}
        layer["shapes"] = [rectangle, fill]
    document["layers"] = layers
    return document, colours


def render(renderer, document, width, height, frames, work, name):
    path = os.path.join(work, name + ".json")
    with open(path, "w", encoding="utf-8") as file:
        json.dump(document, file)
    prefix = os.path.join(work, name)
    subprocess.run([renderer, path, str(width), str(height), prefix] + [str(f) for f in frames],
                   check=True, stdout=subprocess.DEVNULL)
    pictures = {}
    for frame in frames:
        with open(f"{prefix}-{frame}.rgba", "rb") as file:
            pictures[frame] = file.read()
    return pictures


def pixel(picture, width, x, y):
    """(r, g, b, a), premultiplied, of rlottie's ARGB32 (bytes b, g, r, a)."""
    offset = (y * width + x) * 4
    blue, green, red, alpha = picture[offset:offset + 4]
    return (red, green, blue, alpha)


def layer_name(record, changes):
    """The name the exporter gives a change record's layer: its id, with " (deleted)" for a
    deleted record whose id another record of the update uses."""
    name = record["after"] or record["before"]
    if record["after"] is None and any(other["after"] == record["before"] for other in changes):
        name += " (deleted)"
    return name


def expected_boxes(step, sample_index):
    """The elements the frames list at a sample: (name, rect in viewport points, alpha), in
    the player's drawing order."""
    transition = step["transition"]
    changes = transition["changes"]
    sample = transition["frames"][sample_index]
    offset_x, offset_y = sample["contentOffset"]["x"], sample["contentOffset"]["y"]
    entries = []
    for position, element in enumerate(sample["elements"]):
        record = changes[element["change"]]
        attributes = record["final"] if record["after"] is not None else record["initial"]
        x, y, w, h = element["frame"]
        alpha = 0 if attributes["hidden"] else element["alpha"]
        changed = 1 if record["change"] != "kept" else 0
        entries.append(((attributes["zIndex"], changed, position),
                        (layer_name(record, changes), (x - offset_x, y - offset_y, w, h), alpha)))
    entries.sort(key=lambda entry: entry[0])
    return [entry[1] for entry in entries]


def coverage(rect, scale, x, y):
    """How much of pixel (x, y) the rectangle (points) covers: 1, 0, or None when partly."""
    left, top, width, height = (value * scale for value in rect)
    overlap_x = max(0.0, min(left + width, x + 1) - max(left, x))
    overlap_y = max(0.0, min(top + height, y + 1) - max(top, y))
    area = overlap_x * overlap_y
    if area >= 1 - 1e-6:
        return 1
    if area <= 1e-6:
        return 0
    return None


def expected_pixel(boxes, colours_by_name, scale, x, y):
    """The premultiplied colour the boxes composite to at pixel (x, y) and the tolerance of
    the comparison, or None when an edge crosses the pixel."""
    red = green = blue = alpha = 0.0
    tolerance = TOLERANCE
    for name, rect, opacity in boxes:
        covered = coverage(rect, scale, x, y)
        if covered is None:
            if opacity > 0:
                return None
            continue
        if covered == 0 or opacity <= 0:
            continue
        colour = colours_by_name[name]
        if opacity < 1:
            tolerance += TRANSLUCENT_TOLERANCE
        red = colour[0] * opacity + red * (1 - opacity)
        green = colour[1] * opacity + green * (1 - opacity)
        blue = colour[2] * opacity + blue * (1 - opacity)
        alpha = 255 * opacity + alpha * (1 - opacity)
    return (red, green, blue, alpha), tolerance


def marker_of(document, step_index):
    marker = next((m for m in document.get("markers", []) if m["cm"].startswith(f"step {step_index}:")),
                  None)
    if marker is None:
        raise SystemExit(f"  FAIL the animation has no marker for step {step_index}")
    return marker


def moment_frame(document, step_index, time):
    """The composition frame of `time` seconds into step `step_index`'s segment."""
    exact = marker_of(document, step_index)["tm"] + time * document["fr"]
    frame = round(exact)
    if abs(frame - exact) > 0.05:
        raise SystemExit(f"  FAIL step {step_index} at {time} s is frame {exact}, not a whole frame")
    return frame


def held_state_boxes(step):
    """The elements of a step in view (the frames may list every element) as the player draws
    its final state: (name, rect in viewport points, alpha), by zIndex, changed over kept,
    listed order."""
    changes = {}
    for record in (step.get("transition") or {}).get("changes", []):
        if record["after"] is not None:
            changes[record["after"]] = record["change"]
    offset_x, offset_y = step["contentOffset"]["x"], step["contentOffset"]["y"]
    entries = []
    for position, element in enumerate(step["elements"]):
        x, y, w, h = element["frame"]
        x, y = x - offset_x, y - offset_y
        width, height = step["viewport"]["width"], step["viewport"]["height"]
        if not (x < width and 0 < x + w and y < height and 0 < y + h):
            continue
        changed = 1 if changes.get(element["id"], "kept") != "kept" else 0
        alpha = 0 if element["hidden"] else element["alpha"]
        entries.append(((element["zIndex"], changed, position), (element["id"], (x, y, w, h), alpha)))
    entries.sort(key=lambda entry: entry[0])
    return [entry[1] for entry in entries]


def active_layers(document, frame):
    return [layer for layer in document["layers"] if layer["ip"] <= frame < layer["op"]]


def moments_to_check(document, frames_document, arguments):
    """(label, composition frame, expected boxes, viewport) of every moment to check: the
    samples of update step --step, and with --states the held state of every step the
    animation shows (the last frame of its segment)."""
    moments = []
    if arguments.step is not None:
        step = frames_document["steps"][arguments.step]
        transition = step.get("transition")
        if not transition or not transition["frames"]:
            raise SystemExit(f"  FAIL step {arguments.step} has no animation")
        count = len(transition["frames"])
        samples = ([int(s) for s in arguments.samples.split(",")] if arguments.samples
                   else [0, count // 2, count - 1])
        for sample in samples:
            time = transition["frames"][sample]["time"]
            moments.append((f"step {arguments.step} sample {sample} (t = {time} s",
                            moment_frame(document, arguments.step, time),
                            expected_boxes(step, sample), step["viewport"]))
    if arguments.states:
        for marker in document.get("markers", []):
            index = int(marker["cm"].split(":")[0].split()[1])
            frame = round(marker["tm"] + marker["dr"]) - 1
            step = frames_document["steps"][index]
            moments.append((f"step {index} held state ({marker['cm']}", frame,
                            held_state_boxes(step), step["viewport"]))
    return moments


def render_check(arguments):
    document = json.load(open(arguments.animation, encoding="utf-8"))
    frames_document = json.load(open(arguments.frames, encoding="utf-8"))
    moments = moments_to_check(document, frames_document, arguments)
    scale = arguments.scale
    width, height = int(document["w"] * scale), int(document["h"] * scale)
    recoloured_document, colours = recoloured(document)
    work = arguments.work or tempfile.mkdtemp()
    pictures = render(arguments.renderer, recoloured_document, width, height,
                      sorted(set(frame for _, frame, _, _ in moments)), work, "recoloured")
    ok = True
    for label, frame, boxes, viewport in moments:
        # Only the viewport is on screen; the picture may be larger (around a resize).
        right, bottom = viewport["width"] * scale, viewport["height"] * scale
        picture = pictures[frame]
        colours_by_name = {layer["nm"]: colours[layer["ind"]]
                           for layer in active_layers(recoloured_document, frame)}
        missing = [name for name, _, _ in boxes if name not in colours_by_name]
        if missing:
            print(f"  FAIL {label}, frame {frame}): no layer for {', '.join(missing)}")
            ok = False
            continue
        points = []
        for name, (x, y, w, h), opacity in boxes:
            centre_x, centre_y = (x + w / 2) * scale, (y + h / 2) * scale
            points.append((name, "centre", centre_x, centre_y))
            points.append((name, "above", centre_x, y * scale - 1.5))
            points.append((name, "below", centre_x, (y + h) * scale + 1.5))
            points.append((name, "left of", x * scale - 1.5, centre_y))
            points.append((name, "right of", (x + w) * scale + 1.5, centre_y))
        for grid_y in range(8, height, 16):
            for grid_x in range(8, width, 16):
                points.append((None, "grid", grid_x + 0.5, grid_y + 0.5))
        checked = skipped = 0
        failures = []
        for name, where, point_x, point_y in points:
            pixel_x, pixel_y = int(point_x // 1), int(point_y // 1)
            if not (0 <= pixel_x < min(width, right) and 0 <= pixel_y < min(height, bottom)):
                continue
            reference = expected_pixel(boxes, colours_by_name, scale, pixel_x, pixel_y)
            if reference is None:
                skipped += 1
                continue
            expected, tolerance = reference
            checked += 1
            actual = pixel(picture, width, pixel_x, pixel_y)
            if any(abs(a - e) > tolerance for a, e in zip(actual, expected)):
                what = f"{where} {name}" if name else "grid point"
                failures.append(f"{what} at pixel ({pixel_x}, {pixel_y}): rendered {actual}, "
                                f"expected {tuple(round(v) for v in expected)}")
        status = "PASS" if not failures else "FAIL"
        print(f"  {status} {label}, frame {frame}): {len(boxes)} elements, {checked} pixels checked, "
              f"{len(failures)} differ, {skipped} on edges skipped")
        for failure in failures[:10]:
            print("    " + failure)
        if len(failures) > 10:
            print(f"    ... and {len(failures) - 10} more")
        ok = ok and not failures
    return ok


def write_png(path, picture, width, height):
    rows = []
    for y in range(height):
        row = bytearray([0])
        for x in range(width):
            red, green, blue, alpha = pixel(picture, width, x, y)
            if 0 < alpha < 255:
                red, green, blue = (min(255, round(c * 255 / alpha)) for c in (red, green, blue))
            row += bytes((red, green, blue, alpha))
        rows.append(bytes(row))
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n")
        file.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)))
        file.write(chunk(b"IDAT", zlib.compress(b"".join(rows), 9)))
        file.write(chunk(b"IEND", b""))


def picture(arguments):
    document = json.load(open(arguments.animation, encoding="utf-8"))
    frames_document = json.load(open(arguments.frames, encoding="utf-8"))
    transition = frames_document["steps"][arguments.step]["transition"]
    frame = moment_frame(document, arguments.step, transition["frames"][arguments.sample]["time"])
    width, height = int(document["w"] * arguments.scale), int(document["h"] * arguments.scale)
    work = tempfile.mkdtemp()
    pictures = render(arguments.renderer, document, width, height, [frame], work, "picture")
    if not arguments.beside:
        write_png(arguments.output, pictures[frame], width, height)
        print(f"  wrote {arguments.output}: step {arguments.step} sample {arguments.sample}, frame {frame}")
        return True
    import base64
    import cairosvg

    rendered = os.path.join(work, "rendered.png")
    write_png(rendered, pictures[frame], width, height)
    player = open(arguments.beside, encoding="utf-8").read()
    player_width = float(player.split('width="', 1)[1].split('"', 1)[0])
    player_height = float(player.split('height="', 1)[1].split('"', 1)[0])
    encoded = base64.b64encode(open(rendered, "rb").read()).decode("ascii")
    caption = (f"Lottie export, step {arguments.step} at {transition['frames'][arguments.sample]['time']} s, "
               f"rendered by rlottie")
    total_width = player_width * 2
    composite = (
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{total_width}" height="{player_height}" font-family="DejaVu Sans Mono, monospace">'
        f'<rect width="{total_width}" height="{player_height}" fill="#FFFFFF"/>'
        f'<text x="16" y="26" font-size="11" font-weight="bold" fill="#202124">{caption}</text>'
        f'<text x="16" y="41" font-size="11" fill="#202124">export --lottie; no ids, badges or pins</text>'
        f'<image x="16" y="48" width="{document["w"]}" height="{document["h"]}" '
        f'xlink:href="data:image/png;base64,{encoded}"/>'
        f'<rect x="16" y="48" width="{document["w"]}" height="{document["h"]}" fill="none" '
        f'stroke="#202124" stroke-width="2"/>'
        f'<g transform="translate({player_width} 0)">{player.split(">", 1)[1].rsplit("</svg>", 1)[0]}</g>'
        f'</svg>')
    cairosvg.svg2png(bytestring=composite.encode("utf-8"), write_to=arguments.output,
                     scale=arguments.picture_scale)
    print(f"  wrote {arguments.output}: the Lottie export (rlottie) beside {arguments.beside}")
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    schema = commands.add_parser("schema")
    schema.add_argument("animations", nargs="+")
    for name in ("render", "picture"):
        command = commands.add_parser(name)
        command.add_argument("animation")
        command.add_argument("frames")
        command.add_argument("--step", type=int, required=(name == "picture"))
        command.add_argument("--renderer", required=True)
        command.add_argument("--scale", type=float, default=2)
        if name == "render":
            command.add_argument("--samples")
            command.add_argument("--states", action="store_true")
            command.add_argument("--work")
        else:
            command.add_argument("--sample", type=int, required=True)
            command.add_argument("--output", required=True)
            command.add_argument("--beside")
            command.add_argument("--picture-scale", type=float, default=0.6)
    arguments = parser.parse_args()
    if arguments.command == "schema":
        ok = schema_check(arguments.animations)
    elif arguments.command == "render":
        ok = render_check(arguments)
    else:
        ok = picture(arguments)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
