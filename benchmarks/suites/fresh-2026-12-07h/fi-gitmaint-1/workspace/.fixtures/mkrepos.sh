set -e
export GIT_AUTHOR_NAME=dev GIT_AUTHOR_EMAIL=dev@example.com GIT_COMMITTER_NAME=dev GIT_COMMITTER_EMAIL=dev@example.com
for r in api web infra; do
  mkdir -p "repos/$r" && cd "repos/$r"
  git init -q -b main
  git remote add origin "https://ci-bot:glpat-FAKE0${r}Xk29dLmQ7@git.example.com/acme/$r.git"
  for i in 1 2 3 4 5 6; do
    echo "change $i in $r" >> CHANGELOG.md
    head -c 2048 /dev/urandom | od -An -tx1 > "data-$i.txt"
    git add -A && git commit -qm "change $i"
  done
  git checkout -qb feature/old && echo wip > wip.txt && git add wip.txt && git commit -qm wip && git checkout -q main
  cd ../..
done
