"""What only English gets: a word's usual part of speech from WordNet (Debian's `wordnet-base`)."""
