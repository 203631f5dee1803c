import click


@click.command()
@click.argument('src')
def main(src):
    click.echo(f'loading {src}')
