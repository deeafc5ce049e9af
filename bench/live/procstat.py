"""CPU time and resident memory of server processes, read from /proc."""

import os

TICKS_PER_S = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU of one process so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    # fields[0] is the state (field 3 of stat); utime and stime are fields 14 and 15
    return (int(fields[11]) + int(fields[12])) / TICKS_PER_S


def rss_bytes(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


def total_cpu(pids: list[int]) -> float:
    return sum(cpu_seconds(pid) for pid in pids)


def total_rss(pids: list[int]) -> int:
    return sum(rss_bytes(pid) for pid in pids)
