from dataclasses import dataclass, field

import app.utils.strings as strings


@dataclass
class Article:
    title: str
    slug: str
    body: str = ""
    tags: list = field(default_factory=list)

    def summary(self, width: int = 80) -> str:
        text = strings.normalize_ws(self.body)
        return text if len(text) <= width else text[: width - 1] + "\u2026"
