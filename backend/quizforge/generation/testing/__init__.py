"""Support that the generation tests and the benchmarks (bench/) share: a fake OpenAI server, a sample
document, PDF builders and the corpus's list of files."""
