snapshot-pb
