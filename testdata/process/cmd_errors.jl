`echo a|b`
