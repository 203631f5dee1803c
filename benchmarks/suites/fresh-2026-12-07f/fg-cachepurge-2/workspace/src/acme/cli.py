from acme.build.planner import plan


def main(argv=None):
    for step in plan(argv or []):
        print(step)
