from invsync.cli import main

main()
