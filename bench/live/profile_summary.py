"""Where a server's time went: the functions of py-spy's collapsed stacks (`run.py --profile DIR`).

backend/.venv/bin/python bench/live/profile_summary.py DIR/product-scenario1-*.txt [--top 25]
"""

import argparse
import re
from collections import Counter
from pathlib import Path

FRAME = re.compile(r"^(?P<function>.+?) \((?P<file>[^)]*?)(?::\d+)?\)$")


def short(frame: str) -> str:
    match = FRAME.match(frame)
    if not match:
        return frame
    path = match["file"]
    for marker in ("site-packages/", "quizforge/", "lib/python3"):
        if marker in path:
            path = path.split(marker, 1)[1]
            break
    return f"{match['function']} ({path})"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--focus", help="only stacks through this function (name as printed), its callees")
    args = parser.parse_args()
    own: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    total = 0
    for name in args.files:
        for line in Path(name).read_text().splitlines():
            stack, _, count_text = line.rpartition(" ")
            if not stack or not count_text.isdigit():
                continue
            count = int(count_text)
            frames = [short(frame) for frame in stack.split(";")]
            if args.focus:
                if args.focus not in frames:
                    continue
                frames = frames[frames.index(args.focus) :]
            total += count
            own[frames[-1]] += count
            for frame in set(frames):
                inclusive[frame] += count
    print(f"{total} samples")
    print("\nself time (the function itself):")
    for frame, count in own.most_common(args.top):
        print(f"  {100 * count / total:5.1f}%  {frame}")
    print("\ninclusive time (the function and what it calls):")
    for frame, count in inclusive.most_common(args.top):
        print(f"  {100 * count / total:5.1f}%  {frame}")


if __name__ == "__main__":
    main()
