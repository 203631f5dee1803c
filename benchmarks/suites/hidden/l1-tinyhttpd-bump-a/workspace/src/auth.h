#pragma once
int auth_check_token(const char *tok, const char *expected);
