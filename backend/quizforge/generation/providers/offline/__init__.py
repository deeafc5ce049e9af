"""The offline question generator, a pipeline: provider.py runs segment -> kinds -> rank -> distractors ->
realize -> check (pipeline.py) over a document read with its language profile (languages/)."""
