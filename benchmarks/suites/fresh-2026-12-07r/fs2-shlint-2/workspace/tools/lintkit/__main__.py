import sys
from lintkit.runner import run

sys.exit(run(sys.argv[1:]))
