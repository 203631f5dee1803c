#!/bin/sh
# initial tags after `notmuch new`
notmuch tag +work -- folder:/work/ and tag:new
notmuch tag +lists -- from:noreply@lists.example.com and tag:new
notmuch tag -new -- tag:new
