from core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Flush pending batches to the warehouse."

    def handle(self, **options):
        self.stdout.write("nothing queued\n")
