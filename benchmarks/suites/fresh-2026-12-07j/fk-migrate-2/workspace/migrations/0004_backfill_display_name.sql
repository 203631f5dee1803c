UPDATE users SET display_name = name WHERE display_name IS NULL;
