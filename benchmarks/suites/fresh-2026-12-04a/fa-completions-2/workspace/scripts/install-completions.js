#!/usr/bin/env node
// Install bash completion for `notekit` into the user's bash-completion dir
// (bash-completion loads ~/.local/share/bash-completion/completions/<cmd> on demand).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const home = os.homedir();
const dataHome = process.env.XDG_DATA_HOME || path.join(home, '.local', 'share');
const commands = ['new', 'list', 'sync', 'search'];

const completion = `# bash completion for notekit (installed by notekit ${require('../package.json').version})
_notekit() {
    local cur="\${COMP_WORDS[COMP_CWORD]}"
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=( $(compgen -W "${commands.join(' ')}" -- "$cur") )
    fi
}
complete -F _notekit notekit
`;

const target = path.join(dataHome, 'bash-completion', 'completions', 'notekit');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, completion);
console.log(`installed bash completion: ${target}`);

console.log('open a new shell (or `source ' + target + '`) to use it');
