from app.models import Article
from app.utils.strings import normalize_ws, slugify


def create_article(title: str, body: str) -> Article:
    title = normalize_ws(title)
    return Article(title=title, slug=slugify(title), body=body)
