heat1d.o: src/heat1d.c
