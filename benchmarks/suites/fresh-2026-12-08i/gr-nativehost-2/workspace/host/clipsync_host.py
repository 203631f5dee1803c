#!/usr/bin/env python3
"""ClipSync native messaging host: length-prefixed JSON on stdin/stdout."""
import json, struct, sys


def read_msg():
    raw = sys.stdin.buffer.read(4)
    if len(raw) < 4:
        return None
    (n,) = struct.unpack('<I', raw)
    return json.loads(sys.stdin.buffer.read(n))


def send(obj):
    data = json.dumps(obj).encode()
    sys.stdout.buffer.write(struct.pack('<I', len(data)) + data)
    sys.stdout.buffer.flush()


def main():
    if '--daemon' in sys.argv:
        import time
        while True:
            time.sleep(3600)
    while (msg := read_msg()) is not None:
        if msg.get('type') == 'ping':
            send({'type': 'pong'})
        elif msg.get('type') == 'get_history':
            send({'type': 'history', 'items': []})


if __name__ == '__main__':
    main()
