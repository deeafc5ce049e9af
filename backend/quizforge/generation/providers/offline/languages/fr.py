from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Quel terme correspond à cette description : « {definition} » ?",
    true_statement="Quelle affirmation est vraie d’après le document ?",
    listed_under="Lequel de ces éléments figure sous « {heading} » ?",
    next_step="Quelle étape vient juste après « {step} » ?",
    table_value="Dans le tableau, quelle est la valeur de « {column} » pour « {row} » ?",
    code_output="Qu’affiche ce code ?\n{code}",
    says="Le document dit : « {source} »",
    dangling="ce cet cette ces cela ceci il elle ils elles leur leurs son sa ses",
    copulas=("est", "sont"),
    articles=("un", "une", "le", "la", "les", "l’", "l'"),
    answer_words=("réponse", "corrigé", "solution"),
)
