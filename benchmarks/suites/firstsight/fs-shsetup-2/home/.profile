# ~/.profile
