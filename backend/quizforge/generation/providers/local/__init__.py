"""Parts of the offline question generator (see local_provider.py): language and length checks, sentence
splitting and cleaning, answer keys, wh- and gap-fill stems, wrong answers, and a small WordNet reader."""
