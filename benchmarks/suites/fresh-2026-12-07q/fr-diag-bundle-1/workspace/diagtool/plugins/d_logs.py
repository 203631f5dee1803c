def collect(n=50):
    with open("logs/app.log") as f:
        lines = f.readlines()[-n:]
    return "logs/app.log (last %d lines)" % n, "".join(lines)
