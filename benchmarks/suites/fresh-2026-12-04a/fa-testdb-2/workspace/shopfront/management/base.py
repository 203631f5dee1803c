import argparse


class BaseCommand:
    help = ""

    def add_arguments(self, parser):
        pass

    def run_from_argv(self, args):
        parser = argparse.ArgumentParser(description=self.help)
        self.add_arguments(parser)
        opts = parser.parse_args(args)
        return self.handle(**vars(opts))

    def handle(self, **options):
        raise NotImplementedError
