# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     notebook_metadata_filter: kernelspec,jupytext,-all
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Teacher's guide: mobgames in the English classroom
#
# This guide is for teachers of English as a second language. The author of *Blood Feud in New York*
# designed and tested the game as a tool for learning English, and the two other games (*Mob Ties* and
# *Family Business*) are full of talk, deals and promises. The tutorial gives you everything a lesson
# needs: live examples, a word bank with translations, exercises that check themselves, role-play
# cards and printable handouts.
#
# In this guide:
#
# 0. a content advisory: age, and how to frame the games in class;
# 1. getting ready: simple narration, the word bank language, pronunciation, classroom mode;
# 2. a 45-minute lesson plan (a chapter's core);
# 3. a 90-minute lesson plan (the core and its extensions);
# 4. the exercises;
# 5. speaking practice: the phrase bank and the role-play cards;
# 6. printable handouts;
# 7. teacher notes for each chapter: aims, timings, concept checks and where the answers are;
# 8. a class's results: load the files your students downloaded;
# 9. assessment: the B1 rubrics for speaking and writing, and an end-of-game quiz for each game.
#
# <span class="mobgames-by-hand">Run each cell with <b>Shift + Enter</b>.</span> The tutorial is written for level B1; the *simple*
# narration (below) is easier, and each chapter's notes say how to adapt it for A2 learners.

# %% [markdown]
# ## 0. Content advisory
#
# The three games are about **organized crime and violence**: families of criminals shoot, kill,
# kidnap, bribe and get arrested. The Mob Ties rulebook says that its game is meant only for mature
# audiences, and Family Business uses the names of real gangsters of the 1920s and 1930s (and of a
# real killing, the St. Valentine's Day Massacre of 1929). The tutorial itself shows no blood and no
# pictures of violence: pieces fall over and cards turn face down.
#
# **Age.** We suggest the tutorial for adults and older teenagers, about 16 and over. For a
# younger or a sensitive group, start with the chapters about maps, money and votes (Blood Feud
# chapters 1, 2, 4, 6 and 7, and Mob Ties chapters 2 and 3) and leave out the battle and the Mob
# War chapters. Read a chapter before you use it, and follow your school's rules.
#
# **Framing it in class.**
#
# * Present the games as what they are: strategy games about planning, money and negotiation, set
#   in a story, like a crime film or a detective novel. Nobody is a hero for being a criminal.
# * Agree on a rule before you play: what happens in the game stays in the game. Threats and
#   betrayals are moves, never personal; the phrase *nothing personal* (in the word bank) is made
#   for this.
# * Mark the register of the words. *Whack*, *pinch*, *hit* and *take the bullet* are slang from
#   crime stories: useful for films, series and the news, but not for polite conversation.
# * Remember that for some students crime, violence or kidnapping may be part of their own life or
#   their family's story. Let anyone choose another role or another task without saying why.
# * Treat the real names in Family Business as history: a short talk about Prohibition and the
#   1920s is a good warm-up and good reading practice.

# %% [markdown]
# ## 1. Getting ready
#
# ### Simple narration
#
# Every game tells its story in sentences. By default they are full sentences with the rulebook's
# terms. For lower levels, switch to **simple** narration: short sentences of a few words each. One
# setting changes every game, every battle and every income sum:

# %%
import mobgames
from mobgames.bloodfeud.examples import battle_example

for event in battle_example(1).events[:5]:
    print("full:  ", event.full)
    print("simple:", event.simple)
    print()

# %%
mobgames.set_narration("simple")    # from now on, every story in this notebook is simple
print(battle_example(1).narration())
mobgames.set_narration("full")      # and back to full sentences

# %% [markdown]
# To use simple narration in a chapter, put `import mobgames; mobgames.set_narration("simple")` in a
# code cell at the top of the chapter and run it first. For classroom mode (below), make a copy of the
# chapter with that cell at the top, and serve the copy.
#
# ### The word bank and its translations
#
# Every chapter ends with a *Language focus* section: a grammar point the game needs, a speaking task
# (**Now you**, with success criteria, a model answer and the role-play card that fits), the chapter's
# **word bank** and its exercises. A word bank holds the 8 to 12 words the chapter teaches, each marked
# **new** or **review** (taught in an earlier chapter of the same game), with a language choice for a
# translation column and a page to print. The words come from the glossary, which has plain-English
# meanings, examples, the pronunciation of every word and translations. These languages are available:

# %%
from mobgames.core.text import and_list
from mobgames.teaching import LANGUAGES, define, word_bank

print("Languages:", and_list(LANGUAGES.values()) + ".")

# %% [markdown]
# Give a language code to get a translation column, or look up one word. A teacher can add a language
# as a new file in `mobgames/teaching/data/translations/`.

# %%
print(define("bloodbath", lang="es"))

# %%
word_bank("bloodfeud/03_battle", lang="es")

# %% [markdown]
# ### Pronunciation
#
# Every word in the glossary has its pronunciation in General American IPA (the games are set in
# New York) and its stress pattern: **O** is a stressed syllable and **o** an unstressed one, so
# *Henchman* /ˈhɛnʧmən/ is **Oo** and *control* /kənˈtroʊl/ is **oO**. Both are columns of every word
# bank, and the `GlossaryPanel` shows them when you look a word up.
#
# The games also contain pairs of words that learners mix up. Use them for a quick listening
# game (say one word, students point to it) or for a drill before a chapter:

# %%
from mobgames.teaching import minimal_pairs, pronounce

ipa, stress = pronounce("Henchman")
print(f"Henchman: {ipa}, stress {stress}")
minimal_pairs()

# %% [markdown]
# ### Listening
#
# Everything a learner reads in the word banks, the model answers and the rulebook's stories can be
# heard: press a **Listen** button (a loudspeaker). Tick **Slower** for a weaker group. The steppers
# read the newest step (**This step**) or the whole story so far (**Every step**), at the narration
# level on the screen. Each chapter's exercises include a **dictation** or a **listen and choose**
# question on a minimal pair; on paper, you read the sentence aloud instead.
#
# Below, every word of the minimal pairs: play one, and the class points to the word they heard.
# The live game tables can also read each new message aloud with the browser's own voice, where the
# browser has one.

# %%
from mobgames.teaching.pronunciation import pairs, spoken
from mobgames.widgets import Listen

Listen([(f"{w['word']} {w['ipa']}", f"Listen: {w['word']} {w['ipa']}", [spoken(w)[0]])
        for p in pairs() for w in p["words"]], speed=True)

# %% [markdown]
# ### Classroom mode
#
# In class you often want one chapter on the projector, with large type, no code, and **the same
# dice on every screen**, so the whole class can follow one story. From a terminal in the project
# folder:
#
#     make classroom CHAPTER=notebooks/bloodfeud/03_battle.ipynb
#
# This serves the chapter with Voila (it opens in the browser), with the classroom template: large
# type and the code hidden. Every game without its own seed uses the same dice; to change them, give
# another seed: `make classroom CHAPTER=notebooks/bloodfeud/03_battle.ipynb SEED=7`. Students with a
# laptop can open the same address and see the same battle.

# %% [markdown]
# ## 2. A 45-minute lesson: *Battle* (Blood Feud, chapter 3)
#
# Every chapter is a 45-minute lesson at level B1. Its *core* is open on the page; the sections
# marked *(extension)* are folded, for a 90-minute lesson or homework. The plan below is the one in
# the chapter's own teacher notes, so the two always agree. Language: conditionals (*if you roll 4
# or more, you hit*) and sequence words (*first, then, next, finally*). For the projector:
# `make classroom CHAPTER=notebooks/bloodfeud/03_battle.ipynb`.

# %%
from mobgames.teaching import lesson_plan

lesson_plan("bloodfeud/03_battle", 45)

# %% [markdown]
# **Tip.** Before the guided practice, read the *Language focus* part of chapter 3 with the class: it
# prints the battle in simple sentences and the rule of each piece as an *if*-sentence.

# %% [markdown]
# ## 3. A 90-minute lesson: *Family and income* (Blood Feud, chapter 2)
#
# A 90-minute lesson teaches the core and opens the extensions. Language: numbers and money, and
# comparatives (*more than, the most*). The plan is chapter 2's own; its speaking task is a
# role-play from section 5 below.

# %%
lesson_plan("bloodfeud/02_family_and_income", 90)

# %% [markdown]
# **Variation with Mob Ties.** For the speaking task, use *Buying a vote in the Mansion*
# (`mt_mansion_vote`), the rulebook's own election: it practices *If you vote for me, I'll give you
# ...*. Mob Ties chapter 2 shows the same election step by step.

# %% [markdown]
# ## 4. The exercises
#
# Every chapter of the three games shows its exercises at the end. You can also show the exercises of
# any chapter in a cell of your own, with `ExerciseSet("mobties/02_respect_and_the_don")` (after
# `from mobgames.widgets import ExerciseSet`), or print its handout (section 6). There are six kinds:
#
# * **Match the words**: a dropdown for each word.
# * **Fill the gaps**: a sentence the game itself says, with words taken out. Other natural answers
#   are accepted too (*buys* as well as *hires*), and the feedback then shows the game's own words.
# * **Put in order**: move the steps with the **Up** and **Down** buttons.
# * **What happens next?**: a battle, a vote or a Mob War stops after one event; the engine knows the
#   answer.
# * **Questions** about the chapter.
# * **Write**: an open writing task, one for each game (a battle report in Blood Feud chapter 3, a
#   deal note in Mob Ties chapter 2, a Mob War story in Family Business chapter 2). It is never
#   marked right or wrong: after writing, students see a model answer and the success criteria, and
#   tick what their own text does. Collect the texts for your own feedback.
#
# Each exercise has a **Check** button. The feedback never just says "wrong": it says what to look at
# again, or gives a hint. The **Show answers (teacher)** button shows the answer key; it is hidden at
# the start. Everything works with the keyboard (Tab, arrow keys, Enter, Space).
#
# Here is one *What happens next?* exercise from chapter 3:

# %%
from mobgames.teaching.exercises import exercises_for
from mobgames.widgets import exercise_widget

battle_exercises = exercises_for("bloodfeud/03_battle")
exercise_widget(battle_exercises[5], number=6)

# %% [markdown]
# The exercises are data: `mobgames/teaching/data/exercises.json`. You can change them or add your own
# (the file's first lines explain how). The gap-fill sentences come from the engine, so they always
# match what the tutorial shows. The same exercises can be checked from code:

# %%
exercise = battle_exercises[1]
print(exercise.sentence)
print(exercise.check(["first", "dies", "a"]))
print(exercise.check(exercise.answer_key()))

# %% [markdown]
# ## 5. Speaking practice
#
# ### The phrase bank
#
# Phrases for playing a game in English, with what each one means. Topics: taking turns, rolling
# dice, counting money, agreeing, refusing, offers and threats, asking for help.

# %%
from mobgames.teaching.phrases import phrase_bank, roleplay_cards, setup_position, topics, try_deal

print("Topics:", and_list(topics().values()) + ".")

# %%
phrase_bank("offers")

# %% [markdown]
# ### Role-play cards
#
# Each card is a deal at the game table: two or three roles, a goal for each role (students should
# not see each other's goals), useful language and a grammar point. Give each student the card of one
# role (the printed cards in section 6 have one card per role).

# %%
roleplay_cards("Mob Ties")

# %% [markdown]
# Put the card's position on the screen, so everybody sees the situation:

# %%
setup_position("mt_mansion_vote")

# %% [markdown]
# When the talk is over, play a deal on the engine to see what happens. Each card has one possible
# deal built in; the engine refuses a deal that the rules do not allow, and says why.

# %%
for event in try_deal("mt_mansion_vote"):
    print(event)

# %% [markdown]
# The Blood Feud cards work the same way. Here is the ransom card's position: Ana holds one of Ben's
# Family Members as a prisoner.

# %%
game = setup_position("bf_ransom")
print(f"Ana holds {game.prisoners['Ana']['Blue']} Blue Family Member. Cash: Ana ${game.cash['Ana']}, Ben ${game.cash['Ben']}.")
for event in try_deal("bf_ransom", game):
    print(event)

# %% [markdown]
# ## 6. Printable handouts
#
# The command `mobgames handouts` writes handouts as web pages that print well. From a terminal in
# the project folder (or, without the `.venv/bin/`, anywhere the package is installed):
#
#     .venv/bin/mobgames handouts
#
# It writes into the folder `handouts/` (give another folder with `--out`). Open `index.html` in a
# browser and print what you need:
#
# * `glossary-bloodfeud.html`, `glossary-bloodfeud-es.html`, ...: the word bank of each game, in
#   English and with each translation;
# * `exercises-bloodfeud-03_battle.html`, ...: the exercises of one chapter, with the answer key on a
#   page of its own at the end (do not print the last page for students);
# * `wordbank-bloodfeud-03_battle.html`, `wordbank-bloodfeud-03_battle-es.html`, ...: the word bank of
#   one chapter, new and review words, with a column for the word in the learner's language (empty
#   to fill in, or with the translation). The word bank in each chapter also has a link to this page;
# * `roleplay-cards.html`: one card per role, to cut out, and a page with every goal for you;
# * `phrase-bank.html`: the phrase bank by topic.
#
# Some options: only one language (`--lang es`), only some chapters
# (`--chapter bloodfeud/03_battle`, repeat for more), and battle stories in simple narration
# (`--simple`). For example:
#
#     .venv/bin/mobgames handouts --out class-3b --lang fr --chapter bloodfeud/02_family_and_income --simple

# %% [markdown]
# ## 7. Teacher notes for each chapter
#
# Every chapter has its own notes: the aims of the lesson, the sections of its 45-minute core, a plan
# for a 45-minute and a 90-minute lesson, the sections to project or to skip, concept-check questions
# with their answers, a tip for A2 and for stronger learners, and where the answers to the exercises
# are. The same notes open each
# chapter, folded (click **Teacher notes** at the top of a chapter). Below, click a chapter to open its
# notes; the link in each block opens the chapter itself. To show one chapter's notes in a cell of
# your own, write `teacher_notes("mobties/02_respect_and_the_don")` (after
# `from mobgames.teaching import teacher_notes`).
#
# The notes are data, like the exercises: `mobgames/teaching/data/teacher_notes.json`. You can change
# them; the file is checked when it is read (for example, the stages of each lesson must add up to 45
# and 90 minutes). To make a section of a chapter part of the core, or an extension, end its heading
# with *(extension)* or not, then name it in the notes' `core` (`make notebooks` folds it).

# %%
from mobgames.teaching import all_teacher_notes

all_teacher_notes()

# %% [markdown]
# ## 8. A class's results
#
# Under each chapter's exercises a student types their name; every **Check** is recorded (the
# tries, whether the first was right, and how long it took). The record stays on the student's
# computer: **Download my results** saves it as one CSV file, and nothing is sent anywhere else.
# Collect the files (a USB stick, the school's own platform, e-mail), then load them here, several
# at once: you see each exercise, the most missed first, and each student. The files are only read,
# in this page; a file that is not a results file is named with what is wrong in it.

# %%
from mobgames.widgets import ClassResultsPanel

ClassResultsPanel()

# %% [markdown]
# ## 9. Assessment: rubrics and quizzes
#
# **Rubrics.** Each chapter's *Now you* task and each writing task can be assessed on a four-band
# B1 rubric: band 4 does more than B1 asks, band 3 meets B1, band 2 is nearly there, band 1 is not
# yet. Each band says what you hear or read, with a short example. In the teacher's view, every
# speaking and writing task shows where its model answer sits, and why; the printable pack prints
# the rubric with it.

# %%
from mobgames.teaching.rubrics import rubric

rubric("speaking")

# %%
rubric("writing")

# %% [markdown]
# **End-of-game quizzes.** After a game's chapters, a 15-minute quiz of ten questions that the
# engine checks: what happens next, gaps in the engine's own sentences, an order, questions whose
# answer the engine works out. Each game's last chapter has its quiz (folded, as an extension); the
# answer key is behind **Show all answers (teacher)**, and students download their results as for
# any exercises. Here is the Family Business quiz:

# %%
from mobgames.widgets import Quiz

Quiz("familybusiness")
