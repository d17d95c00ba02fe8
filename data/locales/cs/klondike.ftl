# Klondike's own sentences: refusals of its rules and its screens, shown privately to one person.

## A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).

# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number.
klondike-error-no-such-pile = Hromádka { $pile } neexistuje: hromádky jsou 1-7 (sloupce), 8 (balíček), 9 (odložené karty) a 10-13 (cílové hromádky).
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $typed: what the player typed.
klondike-error-bad-order = „{ $typed }“ není tah: napište hromádku, odkud brát, a hromádku, kam položit, třeba „7 11“, nebo „3 5 2“ pro přesun 2 karet.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $count: a number of cards.
klondike-error-bad-count = { $count } není platný počet karet: postupka má 1 až 13 karet.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-same-pile = Karta se musí přesunout na jinou hromádku.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-empty = Balíček je prázdný: odložené karty do něj vrátíte tahem 9 8.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-not-empty = Odložené karty se vracejí do balíčku, až když je balíček prázdný.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-no-redeals-left = Už nezbývá žádné převracení: odložené karty se do balíčku znovu vrátit nemohou.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-redeal = V balíčku ani mezi odloženými kartami nic není.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-waste-empty = Mezi odloženými kartami nic není: otočte kartu z balíčku tahem 8 9.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number.
klondike-error-pile-empty = Hromádka { $pile } je prázdná.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-stock-only-to-waste = Z balíčku se karty jen otáčejí mezi odložené: 8 9.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-only-stock-to-waste = Mezi odložené karty jdou jen karty z balíčku: 8 9.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-one-card-only = Z odložených karet a z cílové hromádky jde přesunout jen horní karta.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-one-card-to-foundation = Na cílovou hromádku jde vždy jen jedna karta.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $pile: a pile number. $faceUp: a number of cards. $count: a number of cards.
klondike-error-not-enough-face-up = Hromádka { $pile } má lícem nahoru jen { $faceUp ->
        [one] { $faceUp } kartu
        [few] { $faceUp } karty
        [many] { $faceUp } karty
       *[other] { $faceUp } karet
    }, ne { $count }.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $card: a card as the table writes it.
klondike-error-needs-king = Prázdný sloupec smí obsadit jen král ({ $card } králem není).
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $card: a card as the table writes it.
klondike-error-foundation-start = Prázdná cílová hromádka začíná esem, ne { $card }.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-no-foundation-to-tableau = U tohoto stolu se karty z cílových hromádek vracet nesmí.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-foundation-to-foundation = Karty se mezi cílovými hromádkami nepřesouvají.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move). $from: a pile number. $to: a pile number.
klondike-error-no-fitting-run = Žádnou kartu lícem nahoru z hromádky { $from } nelze položit na hromádku { $to }.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-undo = Žádný tah k vrácení není.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-nothing-to-auto-play = Teď nelze žádnou kartu bezpečně poslat na cílové hromádky.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-game-over = Hra skončila.
# A Klondike move refused, told privately to the player (from a button, a menu or /klondike move).
klondike-error-wrong-seat = Toto je hra pro jednoho: hraje jen místo 0.

# A Klondike move refused: the card does not fit on the tableau card. $card, $onto: cards as the table writes them; $red: yes if the moving card is black, so the card it needs below is red; $rank: the moving card's rank (1-13); $next: the rank it needs below (2-13).
klondike-error-does-not-fit = { $card } nelze položit na { $onto }: { $red ->
        [yes] { $rank ->
                [1] černé eso
                [2] černá dvojka
                [3] černá trojka
                [4] černá čtyřka
                [5] černá pětka
                [6] černá šestka
                [7] černá sedmička
                [8] černá osmička
                [9] černá devítka
                [10] černá desítka
                [11] černý kluk
                [12] černá dáma
               *[other] černá { $rank }
            } patří na { $next ->
                [2] červenou dvojku
                [3] červenou trojku
                [4] červenou čtyřku
                [5] červenou pětku
                [6] červenou šestku
                [7] červenou sedmičku
                [8] červenou osmičku
                [9] červenou devítku
                [10] červenou desítku
                [11] červeného kluka
                [12] červenou dámu
                [13] červeného krále
               *[other] červenou { $next }
            }
       *[no] { $rank ->
                [1] červené eso
                [2] červená dvojka
                [3] červená trojka
                [4] červená čtyřka
                [5] červená pětka
                [6] červená šestka
                [7] červená sedmička
                [8] červená osmička
                [9] červená devítka
                [10] červená desítka
                [11] červený kluk
                [12] červená dáma
               *[other] červená { $rank }
            } patří na { $next ->
                [2] černou dvojku
                [3] černou trojku
                [4] černou čtyřku
                [5] černou pětku
                [6] černou šestku
                [7] černou sedmičku
                [8] černou osmičku
                [9] černou devítku
                [10] černou desítku
                [11] černého kluka
                [12] černou dámu
                [13] černého krále
               *[other] černou { $next }
            }
    }.
# A Klondike move refused: a King can only go on an empty tableau pile. $card, $onto: cards as the table writes them.
klondike-error-king-on-card = { $card } nelze položit na { $onto }: král patří jen na prázdný sloupec.
# A Klondike move refused: the foundation needs the next card of its suit. $card, $top, $next: cards as the table writes them.
klondike-error-foundation-order = { $card } nelze položit na { $top }: cílová hromádka roste vzestupně v jedné barvě, takže na { $top } patří { $next }.
# A Klondike move refused: that foundation already holds its King. $card, $top: cards as the table writes them; $suit: the suit's symbol.
klondike-error-foundation-complete = { $card } nelze položit na { $top }: cílová hromádka { $suit } je kompletní.

## Klondike's own refusals, shown privately to the player.

# A move or button pressed on a deal that is already won.
klondike-deal-won = Toto rozdání je vyhrané. Další rozdáte tlačítkem **{ klondike-button-new-deal }**.
# Hint pressed when no legal move is left.
klondike-no-move-left = Už nezbývá žádný tah.
# Finish pressed while cards are still face down or in the stock.
klondike-finish-not-yet = **{ klondike-button-finish }** hru dohraje, až budou všechny karty lícem nahoru (balíček prázdný a žádná karta rubem nahoru).
# Finish pressed on a position the solver cannot win.
klondike-finish-not-winnable = Odsud už nelze všechny karty dostat na cílové hromádky; hrajte dál, nebo vraťte tah tlačítkem **{ klondike-button-undo }**.
# Finish could not play every card up (rare); nothing changed.
klondike-finish-failed = Všechny karty se na cílové hromádky dostat nepodařilo; hrajte dál.
# /klondike move without a pile number for one of its options. $option: the option's name as typed in the command (from, to).
klondike-pile-missing = Zadejte číslo hromádky pro `{ $option ->
        [from] z
        [to] na
       *[other] { $option }
    }` (1-13).
# A stored deal failed its check on restore (a bug or a damaged record). $count: a number of cards.
klondike-deal-broken = Toto rozdání obsahuje { $count ->
        [one] { $count } různou kartu
        [few] { $count } různé karty
        [many] { $count } různé karty
       *[other] { $count } různých karet
    }, ne 52.
# Someone other than the solitaire's player tried to move.
klondike-not-your-deal = Táhnout může jen hráč této hry.
# /klondike start with a draw option other than 1 or 3. $draw: what was given.
klondike-bad-draw = Otáčet { $draw }? Zvolte 1 nebo 3 karty.
# /klondike start with a redeal count out of range. $redeals: what was given; $most: the largest allowed.
klondike-bad-redeals = Převracet { $redeals }krát? Zvolte 0 až { $most }, nebo volbu vynechte a převracení bude neomezené.

## The board message (public, in the table's language).

# Board title. $deal: the deal number.
klondike-title = Klondike · rozdání č. { $deal }
# Board field title: moves made.
klondike-field-moves = Tahy
# Board field title: times the waste went back to the stock.
klondike-field-redeals = Převracení
# Board field title: time played.
klondike-field-time = Čas
# Board field value: moves made, with undos. $moves: moves. $undos: undos used.
klondike-moves-undos = { $moves } ({ $undos ->
    [one] { $undos } vrácení
    [few] { $undos } vrácení
   *[other] { $undos } vrácení
  })
# Board field value: redeals used of a limit. $used: used. $limit: allowed.
klondike-redeals-of = { $used } z { $limit }
# Board footer. $settings: the short settings. $owner: the player's name. $deal: the deal number.
klondike-footer = { $settings } · hraje { $owner }, dívat se může kdokoli · /{ cmd-klondike-name } { cmd-start-name } { cmd-opt-seed-name }:{ $deal } zahraje totéž rozdání
# Short settings in the footer: cards turned at a time. $draw: 1 or 3.
klondike-short-draw = Otáčet po { $draw }
# Short settings: no limit on redeals.
klondike-short-unlimited = převracení bez omezení
# Short settings: a limit on redeals. $redeals: the limit.
klondike-short-redeals = { $redeals ->
    [one] { $redeals } převrácení
    [few] { $redeals } převrácení
   *[other] { $redeals } převrácení
  }
# Short settings: foundation cards may not come back down.
klondike-short-stay-up = karty z cíle se nevracejí
# Short settings: only deals proven winnable.
klondike-short-winnable = řešitelné
# Board text when nothing else is to be said.
klondike-how-to-move = Vyberte tah z nabídky, nebo napište `/klondike přesunout z: na:` s čísly hromádek z obrázku.
# Board text at the start of a deal asked to be winnable.
klondike-proven = Toto rozdání je prokazatelně řešitelné.
# Board text at the start of a deal asked to be winnable that could not be proven so.
klondike-not-proven = V daném čase se nepodařilo najít prokazatelně řešitelné rozdání; toto prokázané není.
# Board text of a won deal. $time: time taken. $moves: moves made.
klondike-won = 🎉 **Vyhráno** za { $time } s { $moves ->
    [one] { $moves } tahem
    [few] { $moves } tahy
   *[other] { $moves } tahy
  }! Další rozdání začnete tlačítkem **{ klondike-button-new-deal }**.
# Board text of a deal that can no longer be won. $back: klondike-back-*. 
klondike-lost = ⚠️ **Odsud už toto rozdání vyhrát nelze.** { $back } Další rozdání začnete tlačítkem **{ klondike-button-new-deal }**.
# Board text of a deal that can no longer be won and has no move left. $back: klondike-back-*.
klondike-lost-stuck = ⚠️ **Odsud už toto rozdání vyhrát nelze.** { $back } Navíc už nezbývá žádný tah. Další rozdání začnete tlačítkem **{ klondike-button-new-deal }**.
# After klondike-lost: how many undos lead back to a winnable position. $undos: how many.
klondike-back-undos = { $undos ->
    [one] { $undos } vrácení tahu vede zpět k poslední pozici, která se ještě dala vyhrát.
    [few] { $undos } vrácení tahu vedou zpět k poslední pozici, která se ještě dala vyhrát.
   *[other] { $undos } vrácení tahu vede zpět k poslední pozici, která se ještě dala vyhrát.
  }
# After klondike-lost: the deal was never winnable.
klondike-back-never = Nedalo se vyhrát už od začátku.
# After klondike-lost: the solver proved no earlier position winnable.
klondike-back-unknown = V časovém limitu se neprokázalo, že by se dala vyhrát některá dřívější pozice.
# Board text: no move can change anything.
klondike-stuck = ⚠️ **Nezbývá žádný tah**, který by něco změnil. Vraťte tah, nebo začněte další rozdání tlačítkem **{ klondike-button-new-deal }**.
# Banner across the picture of a won deal. $time: time taken. $moves: moves made.
klondike-banner-won = Vyhráno za { $time } · { $moves ->
    [one] { $moves } tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
  }
# Banner across the picture of a deal that can no longer be won.
klondike-banner-lost = Odsud už toto rozdání vyhrát nelze
# Banner across the picture when no move is left.
klondike-banner-stuck = Nezbývá žádný tah
# Placeholder of the move menu. $moves: legal moves.
klondike-menu = Vyberte tah ({ $moves ->
    [one] { $moves } možný tah
    [few] { $moves } možné tahy
   *[other] { $moves } možných tahů
  })
# Placeholder of a paged move menu. $moves: legal moves. $page: this page. $pages: pages.
klondike-menu-paged = Vyberte tah ({ $moves ->
    [one] { $moves } možný tah
    [few] { $moves } možné tahy
   *[other] { $moves } možných tahů
  }, strana { $page } z { $pages })
# Move menu option: the next page. $page: that page. $pages: pages.
klondike-menu-more = Další tahy ▶ (strana { $page } z { $pages })
# Move menu option: the previous page. $page: that page. $pages: pages.
klondike-menu-earlier = ◀ Předchozí tahy (strana { $page } z { $pages })
# Button: turn cards from the stock.
klondike-button-draw = Otočit
# Button: take back the last move.
klondike-button-undo = Zpět
# Button: show a good move.
klondike-button-hint = Nápověda
# Button: send safe cards to the foundations.
klondike-button-auto = Automaticky
# Button: play every card up once all are face up.
klondike-button-finish = Dohrát
# Button: a new deal.
klondike-button-new-deal = Nové rozdání

## What the last action did (board text and table log).

# After Undo. $moves: the move the game is back at.
klondike-said-undo = Zpět: návrat k tahu { $moves }.
# After Auto. $cards: cards sent to the foundations.
klondike-said-auto = Automaticky: do cíle { $cards ->
    [one] šla { $cards } karta.
    [few] šly { $cards } karty.
   *[other] šlo { $cards } karet.
  }
# After Finish. $moves: moves played.
klondike-said-finish = Dohrát: { $moves ->
    [one] zahrán { $moves } tah
    [few] zahrány { $moves } tahy
   *[other] zahráno { $moves } tahů
  }.
# After New deal. $deal: the new deal's number.
klondike-said-new-deal = Nové rozdání: č. { $deal }.
# A hint on the winning line. $move: the move, as the menu writes it.
klondike-hint-winning = Nápověda: **{ $move }** (další tah vítězné cesty).
# A hint when the deal is lost. $move: the move.
klondike-hint-lost = Nápověda: **{ $move }** (nejnadějnější tah, ale odsud už toto rozdání vyhrát nelze).
# A hint when the deal can be won but the line was not found again. $move: the move.
klondike-hint-won = Nápověda: **{ $move }** (nejnadějnější tah: rozdání se ještě dá vyhrát, ale řešitel v časovém limitu cestu znovu nenašel).
# A hint when the solver found no winning line. $move: the move.
klondike-hint-unknown = Nápověda: **{ $move }** (nejnadějnější tah: řešitel v časovém limitu nenašel vítěznou cestu).

## Words on the board picture and its text version (the table's language).

# On an empty stock whose waste is empty too.
klondike-pic-empty = prázdný
# On an empty stock: the waste can be turned back over.
klondike-pic-turn-back = převrátit
# On an empty stock: no redeals are left.
klondike-pic-no-redeals = nelze převrátit
# Text version of the board: the stock's name (pile 8), upper case where the script has it.
klondike-text-stock = BALÍČEK
# Text version of the board: the waste's name (pile 9).
klondike-text-waste = ODLOŽENÉ

## Moves in words (the move menu, hints and the log; the table's language). $from and $to: pile numbers. $cards: the cards moved, as the menu lists them.

# A long run of cards. $first, $last: its first and last cards. $cards: how many.
klondike-run-long = { $first } … { $last } ({ $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
  })
# Turning the stock when it is empty.
klondike-move-stock-empty = { $from } → { $to }: balíček je prázdný
# Turning one card from the stock.
klondike-move-turn = { $from } → { $to }: otočit kartu
# Turning the stock's last cards. $cards: how many.
klondike-move-turn-last = { $from } → { $to }: { $cards ->
    [one] otočit poslední kartu
    [few] otočit poslední { $cards } karty
   *[other] otočit posledních { $cards } karet
  }
# Turning several cards from the stock. $cards: how many.
klondike-move-turn-cards = { $from } → { $to }: otočit { $cards ->
    [one] { $cards } kartu
    [few] { $cards } karty
   *[other] { $cards } karet
  }
# Turning the waste back over with a limit. $redeal: this redeal. $limit: allowed.
klondike-move-recycle-of = { $from } → { $to }: vrátit odložené do balíčku (převrácení { $redeal } z { $limit })
# Turning the waste back over.
klondike-move-recycle = { $from } → { $to }: vrátit odložené karty do balíčku
# Cards onto a card. $onto: that card.
klondike-move-onto = { $from } → { $to }: { $cards } na { $onto }
# Cards back down from a foundation onto a card. $onto: that card.
klondike-move-down-onto = { $from } → { $to }: { $cards } zpět dolů na { $onto }
# A card to an empty foundation.
klondike-move-up = { $from } → { $to }: { $cards } do cíle
# Cards to an empty pile.
klondike-move-empty = { $from } → { $to }: { $cards } na prázdný sloupec
# Cards back down from a foundation to an empty pile.
klondike-move-down-empty = { $from } → { $to }: { $cards } zpět dolů na prázdný sloupec
# Under a stock move: cards left in the stock after it. $cards: how many.
klondike-effect-stock-left = { $cards ->
    [0] balíček pak bude prázdný
    [one] v balíčku zbude { $cards } karta
    [few] v balíčku zbudou { $cards } karty
   *[other] v balíčku zbude { $cards } karet
  }
# Under turning the waste back over. $cards: cards that go back.
klondike-effect-recycle = do balíčku se { $cards ->
    [one] vrátí { $cards } karta
    [few] vrátí { $cards } karty
   *[other] vrátí { $cards } karet
  }
# Under a move that empties a pile. $pile: the pile.
klondike-effect-empties = vyprázdní sloupec { $pile }
# Under a move that turns a face-down card over. $pile: the pile.
klondike-effect-turns-over = otočí kartu ve sloupci { $pile }
# Under a move that uncovers a card. $card: that card.
klondike-effect-uncovers = odkryje { $card }
# Under a move that sends a card up safely.
klondike-effect-safe = bezpečně do cíle
# Under a move with an effect that also sends a card up safely. $effect: klondike-effect-*.
klondike-effect-and-safe = { $effect }, bezpečně do cíle

## /klondike: the command, its options and the game's title

# Hra Klondike (pasiáns), volba v /statistiky a /žebříček.
game-title-klondike = Klondike
# Název příkazu /klondike.
cmd-klondike-name = klondike
# Popis příkazu /klondike.
cmd-klondike-description = Pasiáns Klondike ve vlastním vlákně, s vracením tahů, nápovědou a poctivým řešitelem
# Volba /klondike začít: kolik karet se otáčí z balíčku.
cmd-klondike-draw-name = otáčet
# Popis volby „otáčet“.
cmd-klondike-draw-description = Kolik karet se otáčí z balíčku najednou (výchozí 1)
# Volba „otáčet“.
cmd-klondike-draw-1 = 1 karta
# Volba „otáčet“.
cmd-klondike-draw-3 = 3 karty
# Volba /klondike začít: kolikrát se odložené karty vrací do balíčku.
cmd-klondike-redeals-name = převracení
# Popis volby „převracení“.
cmd-klondike-redeals-description = Kolikrát se odložené karty smí vrátit do balíčku (výchozí: neomezeně)
# Volba /klondike začít: karty z cílových hromádek se smí vracet (True/False).
cmd-klondike-foundation-back-name = vracet_z_cíle
# Popis volby „vracet_z_cíle“.
cmd-klondike-foundation-back-description = Karty z cílových hromádek se smí vracet do sloupců (výchozí: ano)
# Volba /klondike začít: jen řešitelná rozdání (True/False).
cmd-klondike-winnable-name = řešitelné
# Popis volby „řešitelné“.
cmd-klondike-winnable-description = Jen rozdání, o kterých řešitel dokázal, že jdou vyhrát
# Podpříkaz /klondike: přesun karet z hromádky na hromádku.
cmd-klondike-move-name = přesunout
# Popis /klondike přesunout.
cmd-klondike-move-description = Přesunout karty z hromádky na hromádku (čísla na obrázku)
# Volba /klondike přesunout: odkud.
cmd-klondike-from-name = z
# Popis volby „z“.
cmd-klondike-from-description = Hromádka, odkud brát (1-7 sloupce, 8 balíček, 9 odložené, 10-13 cíle)
# Volba /klondike přesunout: kam.
cmd-klondike-to-name = na
# Popis volby „na“.
cmd-klondike-to-description = Hromádka, kam položit (čísla na obrázku)
# Volba /klondike přesunout: kolik karet z postupky.
cmd-klondike-count-name = počet
# Popis volby „počet“.
cmd-klondike-count-description = Kolik karet z postupky přesunout (výchozí: ta, která se vejde)
# Podpříkaz /klondike: vlastní výsledky v Klondike.
cmd-klondike-stats-name = statistiky
# Popis /klondike statistiky.
cmd-klondike-stats-description = Vaše hry Klondike, výhry, nejlepší čas a nejméně tahů

## How to play, for /help

# Jak se hraje Klondike, v jeho oddílu /nápověda.
help-game-klondike = `/klondike začít` rozdá hru v novém vlákně (v samotném kanálu s `vlákno: False`, nebo když příkaz napíšete ve vlákně; otáčení 1 nebo 3 karet, převracení, `vracet_z_cíle`, `řešitelné`, `číslo_rozdání` pro zopakování rozdání). Táhněte z nabídky platných tahů, nebo příkazem `/klondike přesunout z: na: [počet]` s čísly hromádek z obrázku: 1–7 sloupce, 8 balíček, 9 odložené, 10–13 cíle. **{ klondike-button-draw }** otočí balíček, **{ klondike-button-undo }** vrátí tah, **{ klondike-button-hint }** se zeptá řešitele, **{ klondike-button-auto }** pošle bezpečné karty nahoru, **{ klondike-button-finish }** dohraje rozhodnutou hru. Po každém tahu řešitel řekne, jestli už hru nelze vyhrát.

## The button under a finished game that starts another with the same seats

# Button under a finished Klondike game (a new deal).
table-again-klondike = Hrát znovu
