"""The choices of a "What happens next?" question, per game: for each kind of event a learner
can be asked about, a label (what it means, in plain B1 English, present simple) and a hint
(why the engine does that next, without giving the answer away). Pure data: the schema checker
(``datafiles``) and the exercise (``kinds.WhatHappensNext``) both read it."""

from __future__ import annotations

__all__ = ["NEXT_LABELS", "NEXT_HINTS", "LABELS", "HINTS", "UNASKED", "EVENT_KINDS", "GAME_NAMES"]

# -- Blood Feud: the events of a battle ------------------------------------------------------------

NEXT_LABELS = {
    "start": "The battle begins.",
    "step": "A new step begins: one side rolls to hit.",
    "roll": "A healthy piece shoots (a die is rolled).",
    "parting_shot": "A wounded piece fires its parting shot.",
    "wound": "An enemy piece is hit and wounded.",
    "kill": "The sneak attack kills its target at once.",
    "fall": "The wounded pieces fall.",
    "death": "A wounded piece dies (a Family Member is out of the fight).",
    "stop": "The side stops rolling: there is nobody left to hit.",
    "repeat": "The sequence starts again from step 2.",
    "outcome": "The battle is over: the result is decided.",
    "call_out": "A side calls out the order of its shots.",
}
NEXT_HINTS = {
    "step": "The side that was rolling has finished. Whose turn is it now?",
    "roll": "Some healthy pieces on this side have not shot yet.",
    "parting_shot": "This side has wounded pieces, and wounded pieces always shoot first, one last time.",
    "wound": "Look at the last roll: was it a hit? A hit hurts the least important healthy enemy.",
    "kill": "Look at the last roll: it was a sneak attack. What does a sneak attack do to its target?",
    "fall": "This side has finished rolling, and it hit some enemies. What do wounded pieces do?",
    "death": "The wounded pieces on this side have fired their last shot. What happens to them now?",
    "stop": "Look at the other side: is anybody still standing to shoot at?",
    "repeat": "Both sides have rolled in this round. What does step 6 say?",
    "outcome": "One side has nobody left, and no wounded piece still has a shot to fire.",
    "call_out": "With the call-out rule, a side names the order of its shots before it rolls.",
}

# -- Mob Ties: the event kinds of mobgames/mobties/data/narration.json -------------------------------

MOBTIES_LABELS = {
    "phase": "A new phase of the round begins.",
    "place": "A player puts a mobster on the board.",
    "show": "A Show of Respect begins in a location.",
    "vote": "A player votes.",
    "tally": "The votes are counted.",
    "tie": "The Don breaks the tie.",
    "don": "The Mansion has its Don: a new Don, or the old Don stays.",
    "don_card": "The Don draws Favor Cards and may give one away.",
    "racket": "Nobody is in the location, so its money stays with the Bookie.",
    "cash": "A player collects money.",
    "split": "A player refuses to split, or the odd thousand stays with the Bookie.",
    "bribe": "A player bribes the Dirty Cop.",
    "buy": "A player buys a Favor Card.",
    "swap": "A player swaps Favor Cards.",
    "move": "A player moves a mobster.",
    "drive": "A Driver drives to another location.",
    "fed": "A Fed card is turned over.",
    "closed": "The Feds close a location for the rest of the game.",
    "surrounded": "The Feds surround a location, and somebody gets pinched.",
    "loser": "A player loses the Show of Respect.",
    "pinch": "The Feds send a mobster to the Prison.",
    "weapon": "A player uses a Weapon card against the Feds.",
    "free": "The Feds no longer surround the location.",
    "play": "A player plays a Favor Card.",
    "pass": "A player ends the action turn.",
    "miss": "The attack finds nobody: the target has no mobster there now.",
    "defend": "The player under attack defends with a card.",
    "kill": "A mobster dies and goes to the Morgue.",
    "bail": "A player pays bail, and a mobster leaves the Prison.",
    "heat": "The Heat changes, or stays the same, or the game ends.",
    "score": "The game is over, and the players count their cash.",
    "win": "A player wins the game.",
    "offer": "A player offers money for a vote.",
    "accept": "A player accepts an offer.",
    "decline": "A player says no to an offer.",
    "deal": "A player pays another player for a deal.",
}
MOBTIES_HINTS = {
    "phase": "Everything in this phase is done. What comes next in the round?",
    "place": "It is the set-up: the players take turns to put their mobsters out.",
    "show": "The engine goes round the locations. Are there mobsters in the next one?",
    "vote": "A Show of Respect is on, and somebody in the location has not voted yet.",
    "tally": "Everybody in the location has voted. What happens to the votes now?",
    "tie": "Look at the totals: two players have the same respect, and they do not share.",
    "don": "The vote in the Mansion is over. Who wears the Don's Ring now?",
    "don_card": "The election is over. What does the Don get at the start of the round?",
    "racket": "Look at the location: is anybody there to collect its money?",
    "cash": "The Show of Respect for the racket has a winner. What does the winner get?",
    "split": "Two players are tied for the racket. Do they both want to share the money?",
    "bribe": "The winner of the Diner may give up its money. Who can they pay for secrets?",
    "buy": "It is the Business phase, and this player has money to spend.",
    "swap": "This player does not like the Favor Cards in their hand.",
    "move": "It is the Movement phase: the players take turns to move their mobsters.",
    "drive": "The Driver has a special move in the Action phase.",
    "fed": "It is the Feds phase. Where do the Feds go next?",
    "closed": "Count the Feds around the location. Is anybody inside to defend it?",
    "surrounded": "Count the Feds at the location: are there enough to surround it?",
    "loser": "The votes against the players are counted. Who has the most?",
    "pinch": "A player lost the Show of Respect, and the Feds are still there.",
    "weapon": "The Feds surround this player's location. How can the player chase some Feds away?",
    "free": "Some Feds have gone. Are there still enough to surround the location?",
    "play": "It is this player's action turn, and they have cards in their hand.",
    "pass": "This player has nothing more to do in the Action phase.",
    "miss": "Look at the location: is the target's mobster still there?",
    "defend": "An attack card was just played. Does the target have an answer?",
    "kill": "The attack was not stopped. What happens to the mobster who takes the bullet?",
    "bail": "A mobster is in the Prison, and his family has enough money.",
    "heat": "The round is nearly over. Count the mobsters in the Prison and the Morgue.",
    "score": "The game has ended. How do the players know who won?",
    "win": "The final cash is counted. Who has the most?",
    "offer": "A Show of Respect is on, and some votes are still to come.",
    "accept": "A player has made an offer, and the other player must answer it.",
    "decline": "A player has made an offer, and the other player must answer it.",
    "deal": "The players talked and agreed. Now money changes hands.",
}

# -- Family Business: the event kinds of mobgames/familybusiness/data/narration.json --------------------

FAMILYBUSINESS_LABELS = {
    "discard": "A player throws away a card and does not play it.",
    "play": "A player plays a card.",
    "counter": "A player answers with a Counter card.",
    "cancel": "The card is canceled and does nothing.",
    "massacre": "Everyone on the Hit List dies at once.",
    "safe_house": "A player's mobsters hide in a Safe House.",
    "pay_off": "All of a player's mobsters come off the Hit List.",
    "crackdown": "The Feds clear the Hit List, and everyone on it goes home.",
    "war": "A Mob War starts, or it gets faster.",
    "truce": "A Truce stops the Mob War.",
    "intrigue": "The Hit List gets a new order.",
    "substitution": "One mobster takes another mobster's place on the Hit List.",
    "no_effect": "The card finds no mobster for the Hit List.",
    "war_over": "The Hit List is empty, so the Mob War ends.",
    "eliminate": "A mobster dies (in a Mob War, the mobster up against the wall).",
    "out": "A player has no mobsters left and is out of the game.",
    "win": "A player wins the game.",
    "listed": "A mobster goes on the Hit List.",
    "rescue": "A mobster comes off the Hit List.",
    "turncoat": "A mobster changes sides and works for another family.",
}
FAMILYBUSINESS_HINTS = {
    "discard": "This player has no card worth playing now.",
    "play": "A new turn has begun. What does a player do on their turn?",
    "counter": "A card was just played, and somebody holds the right answer to it.",
    "cancel": "A Counter card was played. What happens to the first card?",
    "massacre": "Look at the card that was played: it hits the whole Hit List.",
    "safe_house": "A Vendetta was played, and this player holds the right answer.",
    "pay_off": "A Pay Off card was played. Whose mobsters does it help?",
    "crackdown": "A Federal Crackdown card was played. What does it do to the Hit List?",
    "war": "Count the mobsters on the Hit List, or look at the card that was just played.",
    "truce": "A Truce card was played during a Mob War.",
    "intrigue": "An Intrigue card was played. What does it change?",
    "substitution": "A Substitution card was played. Who goes where on the Hit List?",
    "no_effect": "The card asks for a mobster. Does the target have one left in front of them?",
    "war_over": "Look at the Hit List: is anybody left on it?",
    "eliminate": "A Mob War is on and a new turn starts (or a Hit card was played). Who is first in line?",
    "out": "Count this player's mobsters. Are there any left?",
    "win": "Only one family still has mobsters.",
    "listed": "A Contract was played. Where does a mobster of its target go?",
    "rescue": "A Rescue card was played. Who does it help?",
    "turncoat": "A Turncoat card was played. What happens to a mobster of the biggest family?",
}

# The stories' games, by the name a spec uses; the kinds each game's labels cover.
LABELS = {"bloodfeud": NEXT_LABELS, "mobties": MOBTIES_LABELS, "familybusiness": FAMILYBUSINESS_LABELS}
HINTS = {"bloodfeud": NEXT_HINTS, "mobties": MOBTIES_HINTS, "familybusiness": FAMILYBUSINESS_HINTS}
# Events that only set a position up or shuffle a deck: no learner is asked to predict them, but a
# gap may still be cut from them.
UNASKED = {"bloodfeud": frozenset(),
           "mobties": frozenset({"setup", "arrange", "skip", "empty", "reshuffle"}),
           "familybusiness": frozenset({"setup", "reshuffle"})}
EVENT_KINDS = {game: frozenset(LABELS[game]) | UNASKED[game] for game in LABELS}
GAME_NAMES = {"bloodfeud": "Blood Feud battle", "mobties": "Mob Ties", "familybusiness": "Family Business"}
