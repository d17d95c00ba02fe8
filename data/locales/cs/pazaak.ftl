# Pazaak's own sentences: refusals of its rules and its screens, shown privately to one person.

## A move the Pazaak rules refuse, told privately to the player who tried it.

# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-match-over = Zápas skončil.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-no-such-seat = Takové místo u tohoto stolu není.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-already-played-this-turn = V tomhle tahu jste už kartu z ruky zahráli.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-no-such-slot = Na tomhle místě v ruce žádná karta není.
# A move the Pazaak rules refuse, told privately to the player who tried it.
pazaak-error-card-used = Tuhle kartu z ruky jste už použili.
# A move the Pazaak rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
pazaak-error-sign-needed = U karty { $card } zvolte + nebo -.
# A move the Pazaak rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
pazaak-error-sign-not-allowed = Karta { $card } má pevné znaménko; zahrajte ji bez volby.

## A side deck that breaks the rules (career deck screen or the deck choice before a match).

# A side deck that breaks the rules (career deck screen or the deck choice before a match). $needed: the cards a deck needs. $size: a number of cards.
pazaak-deck-wrong-size = Balíček speciálních karet musí mít přesně { $needed ->
        [one] { $needed } kartu
        [few] { $needed } karty
        [many] { $needed } karty
       *[other] { $needed } karet
    }; tento má { $size }.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it.
pazaak-deck-invalid-card = { $card } není skutečná speciální karta.
# A side deck that breaks the rules (career deck screen or the deck choice before a match). $card: a card as the table writes it. $wanted: a number. $owned: a number.
pazaak-deck-not-owned = Do balíčku jste dali { $wanted }× { $card }, ale vlastníte jen { $owned }.

## A career action refused (the shop, the ladder, the deck).

# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it. $price: credits. $credits: credits.
pazaak-career-not-enough-credits = { $card } stojí { $price ->
        [one] { $price } kredit
        [few] { $price } kredity
        [many] { $price } kreditu
       *[other] { $price } kreditů
    }; máte { $credits }.
# A career action refused (the shop, the ladder, the deck). $card: a card as the table writes it.
pazaak-career-not-for-sale = Obchod { $card } neprodává.
# A career action refused (the shop, the ladder, the deck).
pazaak-career-complete = Porazili jste všechny soupeře; kariéra je dokončená.

## A refused step of a match: choosing side decks, then playing.

# A refused step of a match: choosing side decks, then playing. $reason: why, a sentence.
pazaak-match-deck = Tento balíček nelze použít: { $reason }
# A refused step of a match: choosing side decks, then playing.
pazaak-match-decks-chosen = Balíčky speciálních karet jsou vybrané; zápas běží.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-already-chosen = Váš balíček speciálních karet už je vybraný; čeká se na druhého hráče.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-still-choosing = Nejdřív si vyberte balíček speciálních karet.
# A refused step of a match: choosing side decks, then playing. $size: a number of cards.
pazaak-match-draft-full = Ve výběru už máte { $size ->
        [one] { $size } kartu
        [few] { $size } karty
        [many] { $size } karty
       *[other] { $size } karet
    }; nejdřív jednu odeberte.
# A refused step of a match: choosing side decks, then playing. $card: a card as the table writes it.
pazaak-match-none-left = Další kartu { $card } už nemáte.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-no-such-draft-card = Na tomhle místě ve výběru žádná karta není.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-draft-empty = Váš výběr už je prázdný.
# A refused step of a match: choosing side decks, then playing.
pazaak-match-no-default-deck = Nemáte výchozí balíček; sestavte si ho kartu po kartě.


## Pazaak's own refusals: the career screens (/pazaak career, deck, shop) and career matches.

# The built-in career data could not be read (a bug); shown on any career screen.
pazaak-career-unavailable = Kariéra teď není dostupná.
# The database could not be read while opening a career screen.
pazaak-career-unreadable-now = Vaši kariéru se nepodařilo načíst; zkuste to prosím znovu.
# A stored career could not be read (written by another version, or damaged).
pazaak-career-unreadable = Uloženou kariéru se nepodařilo přečíst.
# The database could not save a career change (a purchase, a deck swap).
pazaak-career-not-saved = Kariéru se nepodařilo uložit; nic se nezměnilo.
# A deck-screen button named a card slot the deck does not have (an old message).
pazaak-career-card-not-in-deck = Tato karta ve vašem balíčku není.
# A career button named a screen that does not exist (an old message).
pazaak-career-no-such-screen = Taková obrazovka neexistuje.
# A deck swap button could not be read (an old message).
pazaak-career-bad-swap = Tato výměna není platná.
# A deck swap named a card that does not exist (an old message).
pazaak-career-no-such-card = Taková karta neexistuje.
# A shop button named a card the shop does not sell.
pazaak-career-not-sold-here = Tato karta se tu neprodává.
# Confirm pressed after the credits changed: pressed twice, or an old confirmation.
pazaak-career-stale-confirmation = Od tohoto potvrzení se vaše kredity změnily, takže se nic nekoupilo. Pro nákup otevřete obchod znovu.
# Play next pressed when the career ladder is complete.
pazaak-career-ladder-done = Porazili jste všechny soupeře; řada soupeřů je dokončená.
# A career match button whose match could not be read (an old message).
pazaak-career-bad-match = Tento zápas kariéry není platný.
# Someone other than the career's owner tried to start its match.
pazaak-career-owner-only = Zápas kariéry hraje jen její majitel.
# A career match started after the ladder moved on (an old button).
pazaak-career-ladder-moved = Vaše řada soupeřů se mezitím posunula: další zápas najdete v /pazaak kariéra.
# A table opened for Pazaak with other than two seats (a bug).
pazaak-two-players = Pazaak hrají dva.

## The career screen (/pazaak career, private, in the reader's language).

# Career screen title.
pazaak-career-title = Vaše pazaaková kariéra
# Career screen, first line. $credits: credits to spend. $wins, $losses: career matches won and lost.
pazaak-career-summary = **{ $credits ->
    [one] { $credits } kredit
    [few] { $credits } kredity
    [many] { $credits } kreditu
   *[other] { $credits } kreditů
  }** · { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
    [many] { $wins } výhry
   *[other] { $wins } výher
  } · { $losses ->
    [one] { $losses } prohra
    [few] { $losses } prohry
    [many] { $losses } prohry
   *[other] { $losses } proher
  }
# Career screen: the next opponent on the ladder. $name: the opponent (pazaak-opponent-*). $intro: a line about them.
pazaak-career-next = Další soupeř: **{ $name }** — { $intro }
# Career screen once every opponent of the ladder is beaten.
pazaak-career-all-beaten = Porazili jste všechny soupeře.
# A line of the ladder: an opponent already beaten. $number: the place on the ladder. $name: the opponent.
pazaak-career-ladder-beaten = { $number }. { $name } — ✅ hotovo
# A line of the ladder: the opponent to play next. Same arguments.
pazaak-career-ladder-next = { $number }. { $name } — ▶ na řadě
# A line of the ladder: an opponent not reached yet. Same arguments.
pazaak-career-ladder-locked = { $number }. { $name } — 🔒 zamčeno
# Career screen field title: the ladder of opponents.
pazaak-career-field-ladder = Žebříček
# Career screen field title: the side cards owned.
pazaak-career-field-collection = Sbírka
# Career screen field title: the career side deck.
pazaak-career-field-deck = Balíček speciálních karet
# Career screen button: play the next ladder match at a table in this channel.
pazaak-career-button-play = Hrát další zápas
# Career and deck screen button: open the shop.
pazaak-career-button-shop = Obchod
# Career screen button: open the deck screen.
pazaak-career-button-deck = Upravit balíček
# Deck and shop screen button: back to the career screen.
pazaak-career-button-career = Kariéra

## The career deck screen (/pazaak deck, private, in the reader's language): one swap at a time.

# Deck screen title.
pazaak-career-deck-title = Váš balíček speciálních karet pro kariéru
# Deck screen text, above the ten cards.
pazaak-career-deck-text = Deset karet; z nich se vám v každém zápase rozdá ruka.
# Deck screen menu option: take this card out of the deck. $card: the card.
pazaak-career-option-take-out = Vyndat { $card }
# Placeholder of the deck screen menu that picks the card to take out.
pazaak-career-take-out-menu = Vyndat kartu
# Placeholder of the same menu once a card is picked. $card: the card.
pazaak-career-taking-out-menu = Vyndáváte { $card }
# Deck screen menu option: put this owned card in its place. $card: the card.
pazaak-career-option-put-in = Vložit { $card }
# Under a card in the deck screen and shop menus: how many copies are owned. $count: a number.
pazaak-career-option-owned = Vlastníte { $count }
# Placeholder of the deck screen menu of cards that may go in instead.
pazaak-career-put-in-menu = Vložit místo ní
# Deck screen button (opens the shop) when no other owned card may go in.
pazaak-career-button-nothing-to-put-in = Jinou kartu k vložení nemáte (zkuste obchod)
# Deck screen, after a swap, before pazaak-career-deck-text. $old: the card taken out. $new: the card put in.
pazaak-career-swapped = Vyndali jste { $old } a vložili { $new }.

## The shop (/pazaak shop, private, in the reader's language).

# Shop screen title (the shop and its purchase question).
pazaak-shop-title = Pazaakový obchod
# Shop text: the credits to spend. $credits: credits.
pazaak-shop-balance = Máte **{ $credits ->
    [one] { $credits } kredit
    [few] { $credits } kredity
    [many] { $credits } kreditu
   *[other] { $credits } kreditů
  }**.
# A line of the shop: a card on sale. $card: the card. $price: credits. $owned: copies owned.
pazaak-shop-line = { $card } — { $price ->
    [one] { $price } kredit
    [few] { $price } kredity
    [many] { $price } kreditu
   *[other] { $price } kreditů
  } (máte { $owned })
# Shop menu option: buy a card (asks to confirm). $card: the card. $price: credits.
pazaak-shop-option-buy = Koupit { $card } — { $price ->
    [one] { $price } kredit
    [few] { $price } kredity
    [many] { $price } kreditu
   *[other] { $price } kreditů
  }
# Placeholder of the shop menu of cards one can afford.
pazaak-shop-buy-menu = Koupit kartu
# The question before a purchase. $card: the card. $price: its price in credits. $credits: credits to spend.
pazaak-shop-confirm = Koupit **{ $card }** za **{ $price ->
    [one] { $price } kredit
    [few] { $price } kredity
    [many] { $price } kreditu
   *[other] { $price } kreditů
  }**? Máte { $credits ->
    [one] { $credits } kredit
    [few] { $credits } kredity
    [many] { $credits } kreditu
   *[other] { $credits } kreditů
  }.
# Button under the purchase question: buy.
pazaak-shop-button-confirm = Potvrdit
# Button under the purchase question: back to the shop, nothing bought.
pazaak-shop-button-cancel = Zrušit
# Shop, after a purchase, before pazaak-shop-balance. $card: the card. $price: credits paid.
pazaak-shop-bought = Koupili jste { $card } za { $price ->
    [one] { $price } kredit
    [few] { $price } kredity
    [many] { $price } kreditu
   *[other] { $price } kreditů
  }.

## The career ladder's opponents (data/pazaak/career.json, by id): career screen and the table of a career match.

# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-kudo = Kudo, přístavní dělník
# A line about the opponent Kudo the Dock Hand, after their name on the career screen.
pazaak-opponent-kudo-intro = Hraje o pití a zapomíná, jaké karty drží v ruce.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-marla = Marla Zubatá
# A line about the opponent Marla Teeth, after their name on the career screen.
pazaak-opponent-marla-intro = Lovkyně odměn mezi dvěma zakázkami; s minusovými kartami zachází opatrně.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-gorrt = Pašerák Gorrt
# A line about the opponent Gorrt the Smuggler, after their name on the career screen.
pazaak-opponent-gorrt-intro = Nosí u sebe pár dvousečných karet koupených z vraku.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-vessa = Vessa Orn
# A line about the opponent Vessa Orn, after their name on the career screen.
pazaak-opponent-vessa-intro = Počítá každou kartu, která dopadne na stůl. Úplně každou.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-talos = Starý Talos
# A line about the opponent Old Talos, after their name on the career screen.
pazaak-opponent-talos-intro = V téhle kantýně hraje už od doby před válkou.
# A career opponent's name (ladder, career screen, the computer's seat at the table): at most 32 characters.
pazaak-opponent-ysolde = Ysolde, šampionka podniku
# A line about the opponent Ysolde, House Champion, after their name on the career screen.
pazaak-opponent-ysolde-intro = Tuhle sezónu ji ještě nikdo v zápase neporazil.

## Side cards, as messages and buttons name them.

# The side card that doubles the card drawn this turn.
pazaak-card-double = Dvojnásobek
# The side card that flips the sign of cards worth 2 or 4.
pazaak-card-flip24 = Otočení 2&4
# The side card that flips the sign of cards worth 3 or 6.
pazaak-card-flip36 = Otočení 3&6

## The table message (public, in the table's language).

# Table title: whose turn. $set: the set number. $name: the player.
pazaak-title-turn = Pazaak — kolo { $set } · na tahu je { $name }
# Table title while the players choose their side decks.
pazaak-title-choosing = Pazaak — výběr balíčků
# Table title once the match is over. $result: pazaak-result-*.
pazaak-title-over = Pazaak — { $result }
# Table text while players choose side decks. $names: who still chooses.
pazaak-still-choosing = Balíček ještě vybírá: **{ $names }**. Svůj vyberete soukromě tlačítkem **Vybrat balíček**.
# Table field title: every set's totals.
pazaak-field-sets = Kola
# A line of the Sets field, won on totals. $set: number. $first, $second: names. $a, $b: totals. $winner: who won.
pazaak-set-won = Kolo { $set }: { $first } **{ $a }** – **{ $b }** { $second } → { $winner }
# A line of the Sets field, won because the other busted. $loser: who busted.
pazaak-set-won-bust = Kolo { $set }: { $first } **{ $a }** – **{ $b }** { $second } → { $winner } ({ $loser } přetahuje)
# A line of the Sets field, won with the Tiebreaker card.
pazaak-set-won-tiebreaker = Kolo { $set }: { $first } **{ $a }** – **{ $b }** { $second } → { $winner } (rozhodující karta)
# A line of the Sets field, tied.
pazaak-set-tied = Kolo { $set }: { $first } **{ $a }** – **{ $b }** { $second } → remíza
# Result of a match. $name: the winner. $won, $lost: sets.
pazaak-result = { $name } vyhrává zápas { $won }:{ $lost }.
# Result of a forfeited match. $name: the winner. $left: who forfeited.
pazaak-result-forfeit = { $name } vyhrává: { $left } vzdává zápas.
# Banner on the picture at the end. $name: the winner. $won, $lost: sets.
pazaak-banner = { $name } vyhrává zápas { $won }:{ $lost }
# Banner on the picture after a forfeit. $name: the winner. $left: who left.
pazaak-banner-forfeit = { $name } vyhrává: { $left } odchází
# Table footer of a free game.
pazaak-footer-free = Volná hra: balíčky ze všech karet · hraje se na 3 vyhraná kola
# Table footer of a career match.
pazaak-footer-collection = Balíčky z vaší sbírky · hraje se na 3 vyhraná kola
# Button: open one's hand privately.
pazaak-button-hand = Ruka
# Button: end the turn.
pazaak-button-end-turn = Ukončit tah
# Button: stand.
pazaak-button-stand = Stát
# Button: open the side deck builder privately.
pazaak-button-choose-deck = Vybrat balíček

## The side deck builder (private, in the player's language).

# Deck picture heading. $cards: cards drafted.
pazaak-deck-title = Váš balíček — { $cards } z 10
# Deck builder text once the deck is in. $cards: the cards, listed.
pazaak-deck-in = Váš balíček je připraven: { $cards }.
# After pazaak-deck-in: both decks are in.
pazaak-deck-starting = Zápas začíná.
# After pazaak-deck-in: who still chooses. $names: the players.
pazaak-deck-waiting = Čeká se, až si vybere: { $names }.
# Deck builder text of a free game. $dealt: cards dealt into the hand.
pazaak-deck-choose-free = **Vyberte si balíček**: 10 karet ze všech karet (volná hra); { $dealt } z nich dostanete náhodně do ruky. **{ pazaak-button-default-deck }** rovnou použije váš výchozí balíček.
# Deck builder text of a career match. $dealt: cards dealt into the hand.
pazaak-deck-choose-collection = **Vyberte si balíček**: 10 karet z vaší sbírky; { $dealt } z nich dostanete náhodně do ruky. **{ pazaak-button-default-deck }** rovnou použije váš výchozí balíček.
# Deck builder: the draft is a full deck.
pazaak-deck-valid = Tento výběr je platný balíček: stiskněte **{ pazaak-button-use-deck }**.
# Deck builder: what the draft still lacks. $reason: why, a sentence.
pazaak-deck-not-ready = Ještě to není hotové: { $reason }
# Deck builder: the default deck. $cards: its cards, listed.
pazaak-deck-default = Výchozí balíček: { $cards }.
# Deck builder menu option: add a card any number of times. $card: the card.
pazaak-deck-add = Přidat { $card }
# Deck builder menu option: add a card of which some are left. $card: the card. $left: how many.
pazaak-deck-add-left = Přidat { $card } (zbývá { $left })
# Placeholder of the menu that adds cards.
pazaak-deck-add-menu = Přidat kartu do balíčku
# Deck builder menu option: take a card out. $number: its place. $card: the card.
pazaak-deck-remove = Odebrat { $number }. { $card }
# Placeholder of the menu that takes cards out.
pazaak-deck-remove-menu = Vyndat kartu
# Button: take the default deck.
pazaak-button-default-deck = Výchozí balíček
# Button: confirm the draft as the deck.
pazaak-button-use-deck = Použít tento balíček
# Button: empty the draft.
pazaak-button-clear = Vyprázdnit
# Under a Plus card in the add menu.
pazaak-help-plus = Modrá: přičítá svou hodnotu
# Under a Minus card in the add menu.
pazaak-help-minus = Červená: odečítá svou hodnotu
# Under a plus/minus card in the add menu.
pazaak-help-plus-minus = Červenomodrá: přičte, nebo odečte, zvolíte při zahrání
# Under the Double card in the add menu.
pazaak-help-double = Zdvojnásobí kartu líznutou v tomto tahu
# Under the Flip 2&4 card in the add menu.
pazaak-help-flip24 = Otočí znaménko vašich karet s hodnotou 2 nebo 4
# Under the Flip 3&6 card in the add menu.
pazaak-help-flip36 = Otočí znaménko vašich karet s hodnotou 3 nebo 6
# Under the Tiebreaker card in the add menu.
pazaak-help-tiebreaker = ±1; jako vaše poslední karta vyhraje nerozhodné kolo

## The hand (private, in the player's language).

# Hand picture heading.
pazaak-hand-title = Vaše ruka
# Hand: the sign question of a plus/minus card. $card: the card.
pazaak-sign-question = Zahrát { $card } jako plus, nebo minus?
# Hand: the match is over and has no result line. $name: the winner.
pazaak-hand-won = { $name } vyhrává.
# Hand: the player's turn after playing a card. $total: their total.
pazaak-hand-played = **Jste na tahu** — součet **{ $total }**. Zahráli jste kartu: zvolte **{ pazaak-button-end-turn }**, nebo **{ pazaak-button-stand }**.
# Hand: the player's turn. $drew: the card drawn. $total: their total.
pazaak-hand-turn = **Jste na tahu** — lízli jste { $drew }, součet **{ $total }**. Zahrajte kartu, nebo zvolte **{ pazaak-button-end-turn }**, nebo **{ pazaak-button-stand }**.
# Hand: the other player's turn. $name: the other player. $total: the player's total.
pazaak-hand-waiting = Čeká se na hráče { $name }. Váš součet: **{ $total }**.
# Hand: the opponent's state. $name: the opponent. $total: their total. $cards: hand cards left. $mine, $theirs: sets won.
pazaak-hand-opponent = { $name }: součet { $total } · { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
  } v ruce. Kola: vy { $mine }, { $name } { $theirs }.
# Hand: the opponent's state while they stand. Same arguments.
pazaak-hand-opponent-standing = { $name }: součet { $total }, stojí · { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
  } v ruce. Kola: vy { $mine }, { $name } { $theirs }.
# Hand button: back from the sign question.
pazaak-button-back = Zpět

## Lines of the table log (public).

# Log. $set: the set number. $name: who starts.
pazaak-log-set-started = Začíná kolo { $set }; začíná { $name }.
# Log. $name: the winner.
pazaak-log-match-won = { $name } vyhrává zápas!
# Log: a turn in which the player drew and played nothing. $name: the player. $end: how the turn ended (ended, stood, twenty, nine, busted). $final: the total on a bust.
pazaak-log-turn = { $end ->
    [ended] { $name } končí tah
    [stood] { $name } stojí
    [twenty] { $name } stojí na 20
    [nine] { $name } stojí s devíti kartami
   *[busted] { $name } přetahuje se součtem { $final }
  }
# Log: a turn in which the player drew a card. $value: the card drawn. $total: the total after it. Other arguments as pazaak-log-turn.
pazaak-log-turn-drew = { $end ->
    [ended] { $name } líže { $value } (součet { $total }) a končí tah
    [stood] { $name } líže { $value } (součet { $total }) a stojí
    [twenty] { $name } líže { $value } (součet { $total }) a stojí na 20
    [nine] { $name } líže { $value } (součet { $total }) a stojí s devíti kartami
   *[busted] { $name } líže { $value } (součet { $total }) a přetahuje se součtem { $final }
  }
# Log: a turn in which the player played a side card. $card: the card as played (pazaak-played-*). $after: the total after it. Other arguments as pazaak-log-turn.
pazaak-log-turn-played = { $end ->
    [ended] { $name } hraje { $card } → { $after } a končí tah
    [stood] { $name } hraje { $card } → { $after } a stojí
    [twenty] { $name } hraje { $card } → { $after } a stojí na 20
    [nine] { $name } hraje { $card } → { $after } a stojí s devíti kartami
   *[busted] { $name } hraje { $card } → { $after } a přetahuje se součtem { $final }
  }
# Log: a turn in which the player drew and played. Arguments as pazaak-log-turn-drew and pazaak-log-turn-played.
pazaak-log-turn-drew-played = { $end ->
    [ended] { $name } líže { $value } (součet { $total }), hraje { $card } → { $after } a končí tah
    [stood] { $name } líže { $value } (součet { $total }), hraje { $card } → { $after } a stojí
    [twenty] { $name } líže { $value } (součet { $total }), hraje { $card } → { $after } a stojí na 20
    [nine] { $name } líže { $value } (součet { $total }), hraje { $card } → { $after } a stojí s devíti kartami
   *[busted] { $name } líže { $value } (součet { $total }), hraje { $card } → { $after } a přetahuje se součtem { $final }
  }
# A plus/minus card as played. $card: the card ("±3"). $value: what it counted ("+3").
pazaak-played-as = { $card } jako { $value }
# Log: a set won on totals. $set: number. $first, $second: names. $a, $b: totals. $name: the winner.
pazaak-log-set-won = Kolo { $set }: { $first } { $a } – { $b } { $second }; kolo vyhrává { $name }.
# Log: a set won with the Tiebreaker. Same arguments.
pazaak-log-set-tiebreaker = Kolo { $set }: { $first } { $a } – { $b } { $second }; { $name } ho vyhrává rozhodující kartou.
# Log: a set won because the other busted. Same arguments, and $loser: who busted.
pazaak-log-set-bust = Kolo { $set }: { $first } { $a } – { $b } { $second }; { $loser } přetahuje, kolo vyhrává { $name }.
# Log: a tied set. $set: number. $first, $second: names. $a, $b: totals.
pazaak-log-set-tied = Kolo { $set }: { $first } { $a } – { $b } { $second }; remíza, nikdo nebodoval.
# Log. $name: the player whose side deck is in.
pazaak-log-deck-ready = Balíček hráče { $name } je připraven.
# Log: the turn clock ran out while playing. $name: the player.
pazaak-log-timeout-turn = Hráči { $name } vypršel čas; tah končí.
# Log: the clock ran out while drafting a full deck. $name: the player.
pazaak-log-timeout-draft = Hráči { $name } vypršel čas; hraje s balíčkem, který si sestavil.
# Log: the clock ran out while choosing. $name: the player.
pazaak-log-timeout-default = Hráči { $name } vypršel čas; hraje se svým výchozím balíčkem.
# Log and result: a player forfeits. $name: who forfeits. $winner: the other.
pazaak-log-forfeit = { $name } vzdává zápas; vyhrává { $winner }.

## Words on the Pazaak pictures and their text versions (the table's language for the table, the player's for a hand).

# Picture heading while the players choose their side decks.
pazaak-pic-choosing = Pazaak · výběr balíčků
# Picture heading. $set: the set number.
pazaak-pic-set = Pazaak · kolo { $set }
# Picture heading, right. $cards: cards left in the main deck.
pazaak-pic-deck-left = společný balíček: { $cards ->
    [one] zbývá { $cards } karta
    [few] zbývají { $cards } karty
   *[other] zbývá { $cards } karet
  }
# Label before a player's sets won (picture).
pazaak-pic-sets = kola
# Label before a player's hand cards (picture).
pazaak-pic-hand = ruka
# Label under a player's total (picture).
pazaak-pic-total = součet
# A player's status tag (picture, upper case where the script has it): standing.
pazaak-pic-standing = STOJÍ
# Status tag: over 20.
pazaak-pic-bust = PŘETAŽENO
# Status tag: choosing a side deck.
pazaak-pic-choosing-deck = VYBÍRÁ BALÍČEK
# Status tag: side deck chosen.
pazaak-pic-deck-ready = BALÍČEK PŘIPRAVEN
# Status tag: won the match.
pazaak-pic-winner = VÍTĚZ
# A hand picture without cards.
pazaak-pic-no-cards = Žádné karty
# Text version, first line, while choosing side decks.
pazaak-text-choosing = Výběr balíčků
# Text version, first line. $set: the set. $cards: cards left in the main deck.
pazaak-text-set = Kolo { $set } · ve společném balíčku zbývá { $cards }
# Text version: a player without cards on the table.
pazaak-text-no-cards = žádné karty
# Text version: a player's total, sets and hand. $total: the total. $marks: sets won as ●○○. $cards: hand cards.
pazaak-text-seat = **{ $total }** · kola { $marks } · { $cards ->
    [one] { $cards } karta v ruce
    [few] { $cards } karty v ruce
   *[other] { $cards } karet v ruce
  }
# Text version status: standing.
pazaak-text-standing = stojí
# Text version status: over 20.
pazaak-text-bust = přetaženo
# Text version status: choosing a side deck.
pazaak-text-choosing-deck = vybírá balíček
# Text version status: side deck chosen.
pazaak-text-deck-ready = balíček připraven
# Text version status: won the match.
pazaak-text-winner = vítěz

## The match's settings (lobby and challenge, the table's language).

# A career match. $hand: cards dealt into the hand.
pazaak-settings-career = Zápas kariéry · v ruce { $hand ->
    [one] { $hand } karta
    [few] { $hand } karty
   *[other] { $hand } karet
  } · hraje se na 3 vyhraná kola
# A free game. $hand: cards dealt into the hand.
pazaak-settings-free = Balíčky: volný výběr ze všech karet · v ruce { $hand ->
    [one] { $hand } karta
    [few] { $hand } karty
   *[other] { $hand } karet
  } · hraje se na 3 vyhraná kola
# A game with side decks from the players' collections. $hand: cards dealt into the hand.
pazaak-settings-collection = Balíčky: z vaší sbírky · v ruce { $hand ->
    [one] { $hand } karta
    [few] { $hand } karty
   *[other] { $hand } karet
  } · hraje se na 3 vyhraná kola

## /pazaak: the command, its options and the game's title

# Hra Pazaak, volba v /statistiky a /žebříček.
game-title-pazaak = Pazaak
# Název příkazu /pazaak.
cmd-pazaak-name = pazaak
# Popis příkazu /pazaak.
cmd-pazaak-description = Pazaak: dostaňte se blíž k 20 než soupeř; kdo první vyhraje 3 kola, vyhrává
# Volba /pazaak začít: volná hra, balíček ze všech karet (True/False).
cmd-pazaak-free-name = volná_hra
# Popis volby „volná_hra“.
cmd-pazaak-free-description = Volná hra: balíček speciálních karet ze všech karet, ne jen z vaší sbírky
# Volba /pazaak začít: síla počítače.
cmd-pazaak-level-name = obtížnost
# Popis volby „obtížnost“.
cmd-pazaak-level-description = Proti počítači: Lehká (výchozí) nebo Těžká
# Volba „obtížnost“.
cmd-pazaak-level-easy = Lehká
# Volba „obtížnost“.
cmd-pazaak-level-hard = Těžká
# Volba /pazaak začít: kolik karet do ruky z balíčku speciálních karet.
cmd-pazaak-hand-name = ruka
# Popis volby „ruka“.
cmd-pazaak-hand-description = Kolik karet dostanete do ruky z balíčku speciálních karet: 5 (výchozí) nebo 4
# Volba „ruka“.
cmd-pazaak-hand-5 = Pět
# Volba „ruka“.
cmd-pazaak-hand-4 = Čtyři
# Podpříkaz /pazaak: kariéra.
cmd-pazaak-career-name = kariéra
# Popis /pazaak kariéra.
cmd-pazaak-career-description = Vaše kariéra v pazaaku: řada soupeřů, kredity, sbírka a balíček speciálních karet
# Podpříkaz /pazaak: obchod s kartami.
cmd-pazaak-shop-name = obchod
# Popis /pazaak obchod.
cmd-pazaak-shop-description = Kupte si speciální karty za kredity z kariéry
# Podpříkaz /pazaak: úprava balíčku pro kariéru.
cmd-pazaak-deck-name = balíček
# Popis /pazaak balíček.
cmd-pazaak-deck-description = Upravit balíček speciálních karet pro kariéru (jen karty, které vlastníte)

## How to play, for /help

# Jak se hraje Pazaak, v jeho oddílu /nápověda.
help-game-pazaak = Na začátku každého tahu si líznete kartu ze společného balíčku. Můžete zahrát jednu kartu z ruky (tlačítko **{ pazaak-button-hand }**), pak **{ pazaak-button-end-turn }** nebo **{ pazaak-button-stand }**. Kdo má na konci tahu přes 20, kolo prohrává; když oba stojí, vyhrává ten blíž k 20. Kdo první vyhraje 3 kola, vyhrává. Před prvním kolem si vyberte 10 speciálních karet (**{ pazaak-button-choose-deck }**; **{ pazaak-button-default-deck }** vezme hotový balíček).

## The button under a finished game that starts another with the same seats

# Button under a finished Pazaak game.
table-again-pazaak = Odveta

## The person-menu entry that challenges someone

# Person-menu entries (right-click a person, Apps). Names of user commands may hold
# spaces and capitals (up to 32 characters).
cmd-challenge-pazaak-name = Vyzvat na Pazaak
