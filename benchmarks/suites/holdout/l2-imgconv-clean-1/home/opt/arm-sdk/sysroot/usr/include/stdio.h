/* sysroot header (stub) */
