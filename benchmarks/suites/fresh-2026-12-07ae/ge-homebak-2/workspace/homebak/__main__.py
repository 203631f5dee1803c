from homebak.cli import main

raise SystemExit(main())
