# git shortcuts
alias gs='git status -sb'
alias gco='git checkout'
alias gsw='git switch'
alias gcm='git commit -m'
alias gap='git add -p'
alias glog='git log --graph --oneline --decorate -20'
alias gpf='git push --force-with-lease'
# delete local branches already merged into main
alias gclean='git branch --merged main | grep -vE "^\*|main$" | xargs -r git branch -d'
