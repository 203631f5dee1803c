import html

def page(title, body):
    return '<h1>%s</h1>\n<div>%s</div>' % (html.escape(title), body)
