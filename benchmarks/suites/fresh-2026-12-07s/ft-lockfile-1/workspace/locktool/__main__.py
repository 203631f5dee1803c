from .resolve import main

main()
