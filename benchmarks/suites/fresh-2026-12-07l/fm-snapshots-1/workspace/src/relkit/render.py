def render_release_notes(data):
    lines = [f"{data['project']} {data['version']}", "=" * 20]
    for item in data["changes"]:
        lines.append(f"* {item}")
    return "\n".join(lines) + "\n"
