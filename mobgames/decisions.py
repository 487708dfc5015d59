"""Every rules decision in one place.

Where a rulebook is silent, ambiguous or contradicts itself, mobgames picks a default; where the
other reading is playable it is a named rule option. The tutorial and ``docs/rules-decisions.md``
(generated from this list: ``make decisions``) show the same list.
"""

from __future__ import annotations

from dataclasses import dataclass

from .core.table import Table


@dataclass(frozen=True)
class Ruling:
    id: str
    game: str
    topic: str
    issue: str           # what the rulebook says or leaves open
    choice: str          # what mobgames does by default
    option: str = ""     # the named rule option that gives the other reading, if any
    kind: str = "gap"    # gap | contradiction | misprint | reconstruction


BLOOD_FEUD = "Blood Feud in New York"
FAMILY_BUSINESS = "Family Business"
MOB_TIES = "Mob Ties"

DECISIONS: tuple[Ruling, ...] = (
    Ruling("bf-helicopter-cost", BLOOD_FEUD, "Helicopter price",
             "The Player Card prices a helicopter at $550; the vehicle section of the text says $600.",
             "$550, the Player Card's price: the card is what players consult at the table.",
             "Options(helicopter_cost=600)", "contradiction"),
    Ruling("bf-landing-fee-cash", BLOOD_FEUD, "Paying the airport landing fee",
             "A helicopter may land at an airport for a $20 fee paid on arrival, and a helicopter attack without "
             "a safe landing is not possible; the rulebook does not say what happens when the player cannot pay.",
             "A landing the player cannot pay for is no safe landing: a helicopter move or attack whose flight "
             "plan ends at an airport needs the $20 in hand, counting a Corrupt Precinct bribe paid at the battle "
             "first.", kind="gap"),
    Ruling("bf-ranking-roll", BLOOD_FEUD, "The set-up's ranking roll as chance",
             "Every die is a chance decision in a whole game; the ranking roll happens while the board is set up, "
             "before the first turn, and decides who chooses a start point first.",
             "It stays part of the set-up: its dice are saved with the set-up (and replayed from there whatever "
             "the seed), not asked one by one; a reader who wants another ranking gives the start points.",
             kind="gap"),
    Ruling("bf-starting-cash", BLOOD_FEUD, "Starting cash",
             "The rulebook never says how much money a player starts with.",
             "$0. Every turn earns income before the purchase phase, so no one needs money to start.",
             kind="gap"),
    Ruling("bf-start-control", BLOOD_FEUD, "Who holds the start district",
             "The rulebook does not say whether a player controls the starred district at set-up.",
             "Yes: each player starts with an exploitation marker on the star. Otherwise the family "
             "would stand in a district that no rule describes.", kind="gap"),
    Ruling("bf-default-picks", BLOOD_FEUD, "Choosing start points and colors",
             "Players choose a start point and color in ranking order; the rulebook leaves the choice to them.",
             "The players' own choices are recorded when the game is set up; anyone who states none takes "
             "the first free start point in the order the rulebook's table lists them and the first free color.",
             kind="gap"),
    Ruling("bf-price-footnotes", BLOOD_FEUD, "Asterisks on the Player Card",
             "The card marks the Boss (***), the speedboat's $150 (*) and the precinct's $130 (**) without "
             "the footnotes themselves.",
             "Read from the text: a speedboat needs the Boss (or a Penthouse Palace) on a shore; a precinct's "
             "$130 is its first price, and taking it over costs a premium rising by $100 (from $230).",
             kind="gap"),
    Ruling("bf-board", BLOOD_FEUD, "The board",
             "The printed board is not available: only the places named in the corner list are known.",
             "A reconstruction from real New York and New Jersey geography that keeps every named place and "
             "every corner of the rulebook's appendix (data: mobgames/bloodfeud/data/board.json, notes inside).",
             kind="reconstruction"),
    Ruling("bf-start-stars", BLOOD_FEUD, "Where the stars are",
             "The rulebook shows one starting star per area but does not name the districts.",
             "Districts with a mob history that run clockwise in turn order: East Harlem (Manhattan), "
             "Belmont (The Bronx), Ozone Park (Queens), Bensonhurst (Brooklyn), Todt Hill (Staten Island), "
             "Elizabeth (New Jersey).", kind="reconstruction"),
    Ruling("bf-manhattan-grid", BLOOD_FEUD, "Manhattan's districts",
             "The corner list needs Hamilton Heights, Central Harlem, Lincoln Square, Central Park, Chelsea, "
             "Times Square, Murray Hill, Little Italy and the Lower East Side to meet at three four-way points, "
             "which real Manhattan does not do.",
             "A stylised grid of fewer, larger districts: Lincoln Square stands for the Upper West Side and "
             "Times Square reaches down to Little Italy.", kind="reconstruction"),
    Ruling("bf-shore-corners", BLOOD_FEUD, "Shore corners",
             "The corner list makes Coney Island meet Sheepshead Bay on the ocean, and Great Kills Park meet "
             "the water beside New Brighton.",
             "Coney Island includes Brighton Beach and Sea Gate, Sheepshead Bay includes Manhattan Beach, and "
             "Great Kills Park is the whole strip of east-shore parkland from the Verrazzano-Narrows Bridge.",
             kind="reconstruction"),
    Ruling("bf-water-names", BLOOD_FEUD, "Names of water spaces",
             "The rulebook describes some water spaces only by position (below Jacob Riis Park, next to "
             "Sunset Park, ...).",
             "They take real names: Atlantic Ocean (Riis Park), Atlantic Ocean (Rockaway Beach), Atlantic "
             "Ocean (Manhattan Beach), Atlantic Ocean (Coney Island), The Narrows, Upper Bay (St. George), "
             "Upper Bay (Sunset Park).", kind="reconstruction"),
    Ruling("bf-income-example-4", BLOOD_FEUD, "Income example 4",
             "The text says the rival Boss controlled 4 Family Members, but the example's IFM of 8, its $1,120 "
             "and its diagram (5 taken from the Blue family) all need 5.",
             "5 absorbed Family Members: the text's 4 is a misprint.", kind="misprint"),
    Ruling("bf-dominance-earned", BLOOD_FEUD, "Incontestable Dominance",
             "The win needs $6,000 'earned at the end of a turn': cash in hand or income?",
             "Income earned in one's own Factor Income phase (assets x IFM), checked right after that phase; "
             "cash saved up does not count.", kind="gap"),
    Ruling("bf-sneak-victims", BLOOD_FEUD, "Sneak-attack victims",
             "Pieces hit by a sneak attack are removed at once; the rulebook says they are killed.",
             "They are dead: a Family Member hit by a sneak attack cannot be kidnapped. Family Members who "
             "fall to ordinary shots are captured by the winner (kidnap or kill), as in the second battle example.",
             kind="gap"),
    Ruling("bf-piece-pronoun", BLOOD_FEUD, "A piece is \"it\" in the story",
             "The rulebook calls a piece \"he\" in one place (a piece \"dies of his wounds\", \"he hits\") and \"it\" "
             "in another; a battle told that way mixes both for one Thug.",
             "Every piece is \"it\", at both narration levels and in every game (a Family Business mobster too): "
             "\"It hits\", \"dies of its wounds\". A player is named, never \"he\" or \"she\". A hit only wounds a "
             "piece; its fall is told once, in the step where the wounded fall.", kind="gap"),
    Ruling("bf-mixed-defenders", BLOOD_FEUD, "Who falls first within a type",
             "Wounds go to the least important type; the rulebook does not say which piece of one type falls "
             "when several owners or colors defend together.",
             "Guests invited into a district fall before the district holder's own pieces, and absorbed Family "
             "Members (another color) before the family's own color.", kind="gap"),
    Ruling("bf-blockers-block", BLOOD_FEUD, "Blockers' choice",
             "A blocker may let a piece pass or force a battle; a program must assume one.",
             "Every blocker blocks unless its owner lets the mover through; then the mover's pieces may pass "
             "through (never stop in) the owner's spaces and past his precincts this turn. A battle the blocker "
             "forces is fought like an attack, with no bribe to pay.",
             "game.let_through(blocker, mover); attack(..., forced=True)", kind="gap"),
    Ruling("bf-helicopter-corners", BLOOD_FEUD, "Helicopters and corners",
             "Helicopters fly over any space; the rulebook does not say whether they may cut across a corner.",
             "They may not: the corner rule speaks of all game pieces, so helicopters follow the board's borders "
             "too (over land and water alike).", kind="gap"),
    Ruling("bf-step-back", BLOOD_FEUD, "Stepping in and back",
             "Henchmen and Hit Men may capture a district by stepping in and back out.",
             "Stepping back into the space it started from counts as stepping into it: if that district was "
             "neutral, it is captured too (within the limit of two).", kind="gap"),
    Ruling("bf-bought-pieces-wait", BLOOD_FEUD, "New pieces",
             "Purchases come at the end of the turn.",
             "A piece bought this turn cannot move until the next turn.", kind="gap"),
    Ruling("bf-supply", BLOOD_FEUD, "How many pieces the box holds",
             "The game has a deliberately limited number of pieces of each type, and pieces removed from play "
             "can be bought again; the rulebook gives no counts.",
             "A reconstructed box: per player four Thugs, three Henchmen, two Hit Men, one Limousine, Speedboat "
             "and Helicopter, two Illicit Activities, one Corrupt Precinct and one Penthouse Palace, times six "
             "players (24 Thugs, 18 Henchmen, 12 Hit Men, 6 of each vehicle, 12 Illicit Activities, 6 "
             "precincts, 6 Penthouses; editable in mobgames/bloodfeud/data/supply.json). Not tuned to any "
             "result. The other reading plays with no limit.", 'Options(supply="unlimited")',
             kind="reconstruction"),
    Ruling("bf-hudson-park", BLOOD_FEUD, "Hudson Park",
             "The corner list names 'Hudson Park' beside Palisades Park without saying what it is.",
             "A park: North Hudson Park in North Bergen, New Jersey.", kind="reconstruction"),
    Ruling("bf-phase-order", BLOOD_FEUD, "Moving during the Battle phase",
             "Ordinary movement is allowed during the attack phase, and attacks come before movement.",
             "In a full game (Turns) a player may move during the Battle phase, but once the Movement phase "
             "starts there are no more attacks. Income is always factored, even when a player skips ahead.",
             kind="gap"),
    Ruling("bf-out-at-once", BLOOD_FEUD, "When a player whose Boss died leaves the game",
             "A player whose Boss is assassinated is eliminated; the killer finishes the turn.",
             "At once: the nine steps are carried out when the Boss dies, and the last Boss standing wins at "
             "once. The dead Boss's family joins the killer's Boss when the current turn ends, and acts from "
             "the next round.", kind="gap"),
    Ruling("bf-killed-defending", BLOOD_FEUD, "A Boss killed while attacking",
             "The nine steps speak of 'your turn', but an attacker's Boss can die at the hands of a defender.",
             "The defender (the district's holder, if several defend) is the killer and takes everything over at "
             "once; the family joins his Boss at the end of the attacker's turn.", kind="gap"),
    Ruling("bf-two-bosses", BLOOD_FEUD, "Two Bosses dying in one bloodbath",
             "In a bloodbath the attacker's and the defender's Bosses can both die.",
             "Both players are out and nobody takes over: their cash goes back to the bank, their family to the "
             "box, their districts turn neutral; prisoners they held go back to their commanders.", kind="gap"),
    Ruling("bf-kill-prisoner", BLOOD_FEUD, "Killing a prisoner during a battle",
             "Prisoners may be killed at any time except while the captor's Boss is in a battle.",
             "Battles are fought in one step, so there is no moment during a battle to kill one; prisoners of a "
             "Boss who dies in battle pass to the killer.", kind="gap"),
    Ruling("bf-invitations", BLOOD_FEUD, "What an invitation allows",
             "An ally may let your personnel and vehicles into one of his districts; the combined forces defend.",
             "Invited pieces enter, stay and pass through without a battle; they never capture the district or "
             "take the host's vehicles. The invitation lasts until withdrawn or until the host loses the "
             "district. Allies defend as one side named after the host.", kind="gap"),
    Ruling("bf-what-changes-hands", BLOOD_FEUD, "Which pieces can be given, traded or sold",
             "Personnel and vehicles may change hands, left in a district without the Boss or Family Members.",
             "Henchmen, Hit Men, Thugs and vehicles. A Boss or a Family Member never changes hands this way "
             "(Family Members change hands only as prisoners).", kind="gap"),
    Ruling("bf-ransom-offer", BLOOD_FEUD, "How a ransom or an exchange is agreed",
             "The captor sets the ransom ('the amount is up to you') and prisoners may be swapped; the rulebook "
             "leaves the bargaining to the table.",
             "A ransom or an exchange is an offer: the game waits for the other side's answer (accept or decline), "
             "even in another player's turn; nothing changes hands until he accepts. A price can be offered again "
             "(a new offer), so players can haggle.", kind="gap"),
    Ruling("bf-hand-over-request", BLOOD_FEUD, "How a district is handed over",
             "A player may leave personnel and vehicles alone in a district for another player to step in and "
             "take; the rulebook treats it as a deal between the two, made at the table.",
             "It is the receiver's request, in his Battle or Movement phase: the game then waits for the giver's "
             "answer, and nothing changes hands until he accepts. Stepping into a rival's district without his "
             "yes is an attack. Computer players never give a district away.", kind="gap"),
    Ruling("bf-call-out", BLOOD_FEUD, "Calling out which pieces roll",
             "An optional rule lets experienced players choose which of their pieces each die is for.",
             "Off by default. With the option, a side gives the order of piece types it rolls in (parting shots "
             "included); who is wounded still follows the fixed order.", "Options(call_out=True)", kind="gap"),
    Ruling("bf-acquired-wait", BLOOD_FEUD, "How long acquired pieces wait",
             "Pieces handed over or commandeered cannot be used in the turn they are acquired but may be in 'the "
             "following turn', so that no piece moves twice in one game round; a betrayal can happen in another "
             "player's turn, and the rulebook is silent about vehicles captured in battle or stolen on the way.",
             "One rule for every piece that changes hands (captured, stolen, handed over, given, commandeered) "
             "or comes back into play (a released prisoner, a dead rival's family joining its new Boss): it "
             "cannot move or attack again until the next game round, which keeps the rulebook's reason in every "
             "case. The literal reading, usable from the very next turn whoever's it is, is an option.",
             'Options(acquired_wait="turn")', kind="gap"),
    Ruling("bf-hand-over-phase", BLOOD_FEUD, "When a hand-over happens",
             "The receiver 'steps into' the giver's district, but no phase is named, and nothing moves once "
             "purchases begin.",
             "In the receiver's Battle and Movement phases, like any move; it is refused once income has been "
             "factored. A district handed over comes with its buildings and no premium is due: it is a gift, "
             "not a capture.", kind="gap"),
    Ruling("bf-precinct-step-in", BLOOD_FEUD, "Taking an unguarded district with a rival's precinct",
             "A district with a rival's Corrupt Precinct is taken only by paying the premium; the rulebook tells "
             "it for a battle and for stepping in alike.",
             "A move that ends in such a district with nobody else's people in it may pay the premium (the move "
             "action's 'premium': the amount) and takes the district and its precinct; unpaid, the pieces stand "
             "there and the district stays its holder's. Only the space where a move ends can be bought this "
             "way, a walker within its capture limit, a vehicle only with people aboard; an invited guest never "
             "buys his host's district.", kind="gap"),
    Ruling("bf-placement", BLOOD_FEUD, "Where purchases are placed with the Boss",
             "Purchases are placed 'with your Boss piece' in one place and 'in the same district as your Boss' "
             "in another; a Boss can be in a park, at an airport or out on the water.",
             "In the Boss's city district only (the Make Purchases section's wording), or at a Penthouse Palace; "
             "with a Boss elsewhere, only the Penthouse. The other reading places them in any space the Boss is "
             "in, and out on the water only people, aboard his boat while it has seats.",
             'Options(placement="with_boss")', kind="contradiction"),
    Ruling("bf-with-a-boss-afloat", BLOOD_FEUD, "Family placed with a Boss afloat",
             "A ransomed or exchanged Family Member returns to 'the same game space' as his Boss, and a dead "
             "rival's family joins the killer's Boss in 'the same space': that space may be water.",
             "In a park or at an airport they stand with him; out on the water they go aboard his boat while it "
             "has seats. A release that does not fit is refused until he is ashore; family that does not fit "
             "waits and joins at the end of a later turn.", kind="gap"),
    Ruling("bf-invited-only", BLOOD_FEUD, "Which pieces a host can take without a fight",
             "A host may kill invited personnel and commandeer invited vehicles at any time, with no defense.",
             "Only pieces in a district the host has invited their owner into (and not withdrawn). Pieces there "
             "for another reason (after a battle won without paying a precinct's premium, say) can be removed "
             "only by attacking them.", kind="gap"),
    Ruling("bf-gift-timing", BLOOD_FEUD, "When a gift is taken",
             "The receiver commandeers pieces moved into his district 'at the end of his turn'.",
             "A gift (commandeering without killing) is taken only in the host's own turn; a betrayal may come "
             "at any time, as the rulebook says.", kind="gap"),
    Ruling("bf-captives-winner", BLOOD_FEUD, "Who decides the fate of fallen Family Members",
             "The winner of a battle decides whether the loser's fallen Family Members are kidnapped or killed.",
             "It is the winner's own decision, asked of him: when the defender wins, the game waits for the "
             "defender's answer, even in the attacker's turn.",
             kind="gap"),
    Ruling("bf-take-manhattan-dominance", BLOOD_FEUD, "Take Manhattan and Incontestable Dominance",
             "The Take Manhattan scenario changes the object of the game but does not say whether $6,000 of "
             "income still wins.",
             "It does not: in Take Manhattan the only wins are holding every Manhattan district at the start of "
             "one's turn, or being the last Boss standing. The other reading (the scenario keeps every standard "
             "rule, this win too) is an option.",
             'Options(scenario="take_manhattan", manhattan_dominance=True)', kind="gap"),
    Ruling("bf-boarding", BLOOD_FEUD, "Getting into a vehicle",
             "Vehicles carry people, but the rulebook does not say how a group gets in before a drive.",
             "People in a vehicle's space get in at no cost (up to what it carries) and ride when it drives; "
             "they count as moved once it has. They may get out again before it moves.", kind="gap"),
    Ruling("bf-take-manhattan-boats", BLOOD_FEUD, "Take Manhattan's extra speedboats",
             "The Bronx and Staten Island start with an extra speedboat, but their stars do not touch the water.",
             "The speedboat docks at the nearest district of the same borough that does.",
             'Options(scenario="take_manhattan")', kind="gap"),
    Ruling("fb-deck", FAMILY_BUSINESS, "The deck",
             "The rulebook says 56 Action cards but never lists them; editions and fan implementations differ.",
             "56 cards by default with per-card counts from a fan implementation; the 57- and 58-card decks are "
             "rule options. All are data in mobgames/familybusiness/data/cards.json.",
             "new_game(deck='57') / new_game(deck='58')", "reconstruction"),
    Ruling("fb-counter-table", FAMILY_BUSINESS, "Which counter answers which card",
             "Our copy of the rulebook stops before its counter table.",
             "Rebuilt from the card texts: Family Influence and Mob Power answer the Contracts (unless a Contract "
             "forbids them), Finger answers Take It On the Lam, Safe House answers Vendetta.", kind="reconstruction"),
    Ruling("fb-who-counters", FAMILY_BUSINESS, "Who may answer with a Counter card, and who is first",
             "Any player may answer an opponent's card with a Counter card, and the first one played counts; at a "
             "real table that is whoever is quickest.",
             "Every opponent of the card's player may answer, also to save a third player's mobster. They are "
             "asked one at a time in seating order from the card's player, and the first who answers counts. The "
             "Counter card is replaced from the deck once the card it answered is carried out.", kind="gap"),
    Ruling("fb-capone-ninth", FAMILY_BUSINESS, "The Capone Mob's ninth mobster",
             "No public source names the ninth card of the Capone Mob.",
             "Murray \"The Camel\" Humphreys, a real Capone associate (editable in families.json).",
             kind="reconstruction"),
    Ruling("fb-turncoat", FAMILY_BUSINESS, "Who comes back with a Turncoat",
             "The Turncoat brings a mobster back from the discard pile for the smallest family, without saying "
             "whether he must be of that family.",
             "Any dead mobster may come back; he then works for the smallest family (the card's player chooses "
             "among tied players, and which mobsters go and come).", kind="gap"),
    Ruling("fb-turncoat-count", FAMILY_BUSINESS, "When a Turncoat counts the fewest mobsters",
             "The discarded mobster comes from the player with the most mobsters and the returned one goes to the "
             "player with the least, without saying whether the least is counted before or after the discard. "
             "Separately, a player is out the moment all his mobsters are gone.",
             "Counted as the card is played, before the discard (so a player whose own last mobster is turned "
             "out may take the returned one back in a tie). Either way, a player the switch leaves with no "
             "mobsters is out at once, and the game ends if one player is left. The other reading counts after "
             "the discard, when a player left with none is already out.",
             'FBOptions(turncoat="after")', kind="gap"),
    Ruling("fb-choices", FAMILY_BUSINESS, "Several choices in one card",
             "Double Cross, Vendetta, Intrigue, Hit, Substitution and Turncoat ask for several choices.",
             "They are asked one at a time (a 'choose' decision each), in the order the card describes; the "
             "order of picks is the order on the Hit List.", kind="gap"),
    Ruling("fb-last-mobsters", FAMILY_BUSINESS, "Several families wiped out at once",
             "A Massacre or a double-rate war can remove the last mobsters of several players at once.",
             "Mobsters die one at a time from the wall; the game stops the moment one player is left, and that "
             "player wins.", kind="gap"),
    Ruling("mt-favor-deck", MOB_TIES, "The 100 Favor Cards",
             "The rulebook names eight cards (Deal Gone Bad, Car Bomb, Mob Doctor, Shotgun, Shanked, Armed Robbery, "
             "Drive-by, Tony Goldstein) and never lists the deck.",
             "A deck rebuilt to fit every rule and example: attacks, Hits and Whacks of levels 1-3, defenses of "
             "levels 1-3, weapons removing 1-3 Feds, three specialties. Every other card is marked reconstructed "
             "in data/favor_cards.json, which a teacher can edit.", kind="reconstruction"),
    Ruling("mt-fed-deck", MOB_TIES, "The 50 Fed Cards",
             "Only Citywide Crackdown, FBI Raid and Turn the Tables are named; the location cards are not listed.",
             "Location cards of 1 or 2 Feds for all six locations, more for the richer rackets (the rulebook says "
             "they draw the most heat), plus 3 Crackdowns, 3 FBI Raids and 2 Turn the Tables "
             "(data/fed_cards.json).", kind="reconstruction"),
    Ruling("mt-docks-value", MOB_TIES, "The Docks' racket value",
             "The scaling table leaves the Docks out; the Docks example pays $35k.",
             "$25k, $30k, $35k and $40k for 3, 4, 5 and 6 players (an inferred value, marked in data/board.json).",
             kind="gap"),
    Ruling("mt-clockwise", MOB_TIES, "Clockwise order of the locations",
             "The board and set-up sections list Mansion, Little Italy, Meat Locker, Diner, Docks, Kitty's; the "
             "rackets section swaps the Diner and the Meat Locker.",
             "The board listing: from the Docks, Kitty's, (the Mansion,) Little Italy, the Meat Locker, the Diner.",
             'new_game(..., order="rackets")', "contradiction"),
    Ruling("mt-reshuffle", MOB_TIES, "Empty decks",
             "The rulebook does not say what happens when the Favor or Fed deck runs out.",
             "The discards are shuffled into a new deck (for the Fed deck, before a draw or a Dirty Cop's peek "
             "that needs more cards than are left).", kind="gap"),
    Ruling("mt-empty-mansion", MOB_TIES, "Nobody in the Mansion at an election",
             "The rulebook does not cover an election with no mobster in the Mansion.",
             "The previous Don stays Don (and draws as usual). Before anyone has been Don there is no Don; the "
             "first placer then acts first.", kind="gap"),
    Ruling("mt-election-tie", MOB_TIES, "A tie that leaves out the previous Don",
             "A tie goes to the previous Don, but he may not be one of the tied players.",
             "If he is tied, he wins; if not, he chooses among the tied players. In round one the last player to "
             "place a mobster chooses.", kind="gap"),
    Ruling("mt-no-don-tie", MOB_TIES, "A tie with no Don to break it",
             "Ties are broken by the Don, but early in a game there may be no Don.",
             "Tied players may still split a racket; otherwise a fair draw with the game's dice picks one.",
             kind="gap"),
    Ruling("mt-split", MOB_TIES, "Splitting an odd racket value",
             "Tied players may split a racket value, which may not divide evenly.",
             "Equal shares in whole thousands; the odd thousand stays with the Bookie. Any tied player may refuse "
             "to split; then the Don decides.", kind="gap"),
    Ruling("mt-pinch-vote", MOB_TIES, "How the pinch vote works",
             "Players vote to decide who is pinched, without saying how a vote is cast.",
             "Each player votes against another player present with all his respect; most respect against loses "
             "(the Don breaks ties). A player alone in the location loses at once.", kind="gap"),
    Ruling("mt-weapons", MOB_TIES, "When Weapon cards are played",
             "Weapons may be played during the Feds phase, most usefully by the loser of a pinch vote.",
             "The loser of the vote may play any number of Weapon cards on that location before choosing whom to "
             "give up; the pinch is avoided once three Feds or fewer are left.", kind="gap"),
    Ruling("mt-surrounded-again", MOB_TIES, "A location that stays surrounded",
             "Fed tokens stay until a Weapon removes them, so a location can stay surrounded after a pinch.",
             "Every Feds phase resolves every surrounded location again. A surrounded location that is empty when "
             "it is resolved closes for good.", kind="gap"),
    Ruling("mt-heat", MOB_TIES, "Clearing the Prison and the Morgue",
             "The Heat rises when Prison plus Morgue reach the number of players; the Prison is cleared first.",
             "The Heat rises at most one level per Heat phase. All of the Prison is cleared, then the Morgue up to "
             "the number of players; the rest stay in the Morgue for the next rise.", kind="gap"),
    Ruling("mt-driver", MOB_TIES, "How often the Driver moves",
             "The Driver's special move happens during a player's action turn; a number is not given.",
             "Once per action turn, alone or with one passenger from the same place.", kind="gap"),
    Ruling("mt-swap", MOB_TIES, "Discarding two to draw two",
             "A player may discard two cards to draw two and keep one; the rulebook does not limit it.",
             "Once per player in each Business phase (buying is not limited).", kind="gap"),
    Ruling("mt-armed-robbery", MOB_TIES, "Armed Robbery",
             "A Business-phase card: the target forfeits a racket value or suffers a level 2 attack.",
             "It is offered, after a racket is won, to rivals with a mobster in that location; forfeiting pays "
             "the robber instead of the winner, fighting pays the winner and starts a level 2 attack.",
             kind="reconstruction"),
    Ruling("mt-drive-by", MOB_TIES, "Drive-by",
             "A level 1 attack on every opponent's mobster in the Streets.",
             "Each mobster is attacked on its own and may be defended on its own; the attacker need not be in the "
             "Streets.", kind="reconstruction"),
    Ruling("mt-shanked", MOB_TIES, "Shanked",
             "The only attack card usable in the Prison; Defense cards cannot be played there.",
             "A level 1 attack by a jailed mobster on another family's jailed mobster; it cannot be defended.",
             kind="reconstruction"),
    Ruling("mt-don-gift", MOB_TIES, "Who may receive the Don's second card",
             "A player whose mobsters share a location with the Don's.",
             "Any location on the board counts, the Streets included; the Prison and the Morgue do not.",
             kind="gap"),
    Ruling("mt-all-closed", MOB_TIES, "Every location closed",
             "The game ends only when the Heat rises a third time; with every location closed no Feds come and "
             "mobsters may never be removed again.",
             "The game ends at the end of the round in which the last location closes.", kind="gap"),
    Ruling("mt-bank", MOB_TIES, "Running out of Kitty Cash",
             "The box holds $2,580k of Kitty Cash.",
             "The Bookie never pays more than is left in the bank.", kind="gap"),
    Ruling("mt-raid-tie", MOB_TIES, "An FBI Raid with three or more locations tied",
             "When two locations tie for the most respect the Don picks the one raided, and a second FBI Raid "
             "hits the other; three or more tied locations are not covered.",
             "The Don picks any one of the tied locations (with no Don, a fair draw picks it). Each further FBI "
             "Raid drawn in the same Feds phase hits the next tied location he did not pick, clockwise from the "
             "Docks; once they have all been raided, and in a later round, the respect is counted afresh.",
             kind="gap"),
    Ruling("mt-score", MOB_TIES, "What a surviving mobster is worth at the end",
             "Winning the Game adds 'the cash value of all mobsters in play' and also says players receive "
             "'$25k for each point of Respect'; read literally, that could pay twice.",
             "One amount: a mobster's cash value is $25k per point of respect (the Capo's $75k is his 3 respect), "
             "paid once for each mobster on the board (not in the Prison or the Morgue).", kind="contradiction"),
    Ruling("mt-quiet-rounds", MOB_TIES, "A game in which nobody has anything left to decide",
             "The game ends only when the Heat rises a third time; a position can leave nobody any choice "
             "(no mobster free to move, no card to play), so that the Heat never rises again.",
             "A backstop: after 50 rounds in a row without a single decision the game ends and is scored as "
             "usual.", kind="gap"),
    Ruling("mt-closed-card", MOB_TIES, "The Fed card placed over a closed location",
             "A location surrounded with nobody to defend it closes, and 'a discarded Fed Card is then placed "
             "face down over the location'; the rulebook does not say which card.",
             "The card on top of the Fed discard pile (the one just drawn). It stays over the location for the "
             "rest of the game and is never shuffled back into the Fed deck. A position built with a closed "
             "location takes the top discard, or else the bottom card of the Fed deck.", kind="gap"),
    Ruling("mt-dirty-cop-cards", MOB_TIES, "When the Fed cards the Dirty Cop shows are decided",
             "The player who bribes the Dirty Cop secretly sees the Fed cards coming this round; with chance as "
             "a decision (a card drawn is an outcome a reader may choose), the rulebook's face-down deck leaves "
             "open when those cards are fixed.",
             "At the bribe: the cards he sees are drawn then, one chance decision each, and put back on top of "
             "the Fed deck in order, so the Feds phase draws exactly those (each a certain outcome).",
             kind="gap"),
    Ruling("mt-offer", MOB_TIES, "How a player bargains for a vote",
             "Players may make deals for votes in a Show of Respect (and with the Don for his tie-break); the "
             "rulebook leaves how a deal is proposed and agreed to the table.",
             "Besides a direct payment (a deal the payer simply makes), a player may make an offer: cash, at "
             "least $1k, for one vote or the tie-break in the Show under way. The game waits for the other "
             "player's yes or no before anything else happens; accepted, it is a deal (binding under Honor Among "
             "Thieves). A player may make each other player at most two offers in one Show, so play moves on. "
             "There are no counter-offers.", kind="gap"),
    Ruling("mt-offer-cash-only", MOB_TIES, "What an offer may promise",
             "The rulebook's examples of deals include promises of favors and cards as well as cash.",
             "An offer in the game is cash only: promises of cards or later favors are left to the players' "
             "word, and only cash paid binds a vote under Honor Among Thieves.", kind="gap"),

)


def by_game(game: str) -> list[Ruling]:
    return [d for d in DECISIONS if d.game == game]


def as_markdown() -> str:
    lines = ["# Rules decisions", "",
             "Where a rulebook is silent, ambiguous or contradicts itself, this is what mobgames does.",
             "Generated from `mobgames/decisions.py` by `make decisions`; do not edit by hand.", ""]
    for game in dict.fromkeys(d.game for d in DECISIONS):
        lines += [f"## {game}", "", "| Topic | What the rulebook leaves open | What mobgames does | Rule option |",
                  "|---|---|---|---|"]
        for d in by_game(game):
            lines.append(f"| {d.topic} | {d.issue} | {d.choice} | {('`' + d.option + '`') if d.option else ''} |")
        lines.append("")
    return "\n".join(lines)


def decisions_table(game: str | None = None) -> Table:
    """The decisions as a table that shows itself in a notebook."""
    items = by_game(game) if game else list(DECISIONS)
    return Table(["Game", "Topic", "The rulebook", "mobgames", "Rule option"],
                 [(d.game, d.topic, d.issue, d.choice, d.option) for d in items],
                 caption="Rules decisions", css="mobgames-decisions")


def decisions_for_readers(ids, caption: str = "Rules we had to decide") -> Table:
    """Some decisions (by ``id``, in the order given) for a chapter's readers: the topic, what the
    rulebook says and what the tutorial does, without the game and the rule-option columns
    (option names are code, which a classroom screen does not show). Unknown ids are refused.

    >>> decisions_for_readers(["bf-starting-cash"]).rows[0][0]
    'Starting cash'
    """
    known = {d.id: d for d in DECISIONS}
    missing = [i for i in ids if i not in known]
    if missing:
        raise KeyError(f"No rules decision {', '.join(map(repr, missing))}. Ids look like 'bf-starting-cash'.")
    return Table(["Question", "The rulebook", "What we do"],
                 [(known[i].topic, known[i].issue, known[i].choice) for i in ids],
                 caption=caption, css="mobgames-decisions")


if __name__ == "__main__":
    print(as_markdown())
