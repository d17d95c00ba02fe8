# Lomítkové příkazy, jak je Discord vypisuje: názvy (malá písmena, 1–32 písmen, číslic,
# - nebo _; bez mezer) a popisy (nejvýš 100 znaků). Discord botovi posílá zpět anglické
# názvy, takže přeložený název je jen to, co lidé vidí a píšou.

## Názvy her jako volby v /statistiky a /žebříček

# Hra UNO, volba v /statistiky a /žebříček.
game-title-uno = UNO
# Hra Oril (kapverdská obdoba hry Oware), volba v /statistiky a /žebříček.
game-title-oril = Oril
# Hra Klondike (pasiáns), volba v /statistiky a /žebříček.
game-title-klondike = Klondike
# Hra Pazaak, volba v /statistiky a /žebříček.
game-title-pazaak = Pazaak

## /nápověda, /statistiky, /žebříček, /soukromí

# Název příkazu /help.
cmd-help-name = nápověda
# Popis příkazu /help.
cmd-help-description = Co je Cantina, jaké má hry a jak je hrát
# Název příkazu /stats.
cmd-stats-name = statistiky
# Popis příkazu /stats.
cmd-stats-description = Výsledky hráče v jedné hře na tomto serveru (uvidíte je jen vy)
# Volba /stats: která hra.
cmd-stats-game-name = hra
# Popis volby „hra“ u /stats.
cmd-stats-game-description = Která hra (výchozí: první)
# Volba /stats: čí výsledky.
cmd-stats-user-name = hráč
# Popis volby „hráč“ u /stats.
cmd-stats-user-description = Čí výsledky (výchozí: vaše)
# Název příkazu /leaderboard.
cmd-leaderboard-name = žebříček
# Popis příkazu /leaderboard.
cmd-leaderboard-description = Nejlepší desítka tohoto serveru v jedné hře a vaše pořadí
# Volba /leaderboard: která hra.
cmd-leaderboard-game-name = hra
# Popis volby „hra“ u /leaderboard.
cmd-leaderboard-game-description = Která hra
# Volba /leaderboard: podle čeho řadit.
cmd-leaderboard-by-name = řadit_podle
# Popis volby „řadit_podle“.
cmd-leaderboard-by-description = Řadit podle (výchozí: hodnocení, nebo výhry, když žádná hra nebyla hodnocená)
# Volba „řadit_podle“: Elo rating.
cmd-leaderboard-by-rating = Hodnocení
# Volba „řadit_podle“: počet výher.
cmd-leaderboard-by-wins = Výhry
# Volba „řadit_podle“: získané body.
cmd-leaderboard-by-points = Body
# Název příkazu /privacy.
cmd-privacy-name = soukromí
# Popis příkazu /privacy.
cmd-privacy-description = Vaše data v Cantině
# Podpříkaz /privacy, který smaže data člověka.
cmd-privacy-forget-name = zapomenout
# Popis /privacy forget.
cmd-privacy-forget-description = Smazat vaše výsledky a kariéry (minulé hry ukážou bývalého hráče)
# Volba /privacy forget: potvrzení True/False.
cmd-privacy-forget-confirm-name = potvrdit
# Popis volby „potvrdit“.
cmd-privacy-forget-confirm-description = Potvrďte volbou True – akci nelze vrátit zpět

## /<hra> začít a /<hra> ukončit u všech her a volby, které přidává platforma

# Podpříkaz každé hry, který otevře stůl (/uno začít, /oril začít…).
cmd-start-name = začít
# Popis /<hra> začít; $game je název hry.
cmd-start-description = Otevřít v tomto kanálu stůl hry {$game}
# Podpříkaz každé hry, který zavře stůl v kanálu.
cmd-end-name = ukončit
# Popis /<hra> ukončit.
cmd-end-description = Ukončit stůl v tomto kanálu (hostitel nebo Spravovat zprávy)
# Volba /oril začít a /pazaak začít: vyzvaný člověk.
cmd-opt-opponent-name = soupeř
# Popis volby „soupeř“.
cmd-opt-opponent-description = Vyzvat tohoto člověka (vynechte a budete hrát proti počítači)
# Volba /klondike začít: hrát v novém vlákně (True/False).
cmd-opt-thread-name = vlákno
# Popis volby „vlákno“.
cmd-opt-thread-description = Hrát ve vlastním novém vlákně (výchozí: ano, z textového kanálu)
# Volba /<hra> začít: sekundy na tah.
cmd-opt-turn-timeout-name = čas_na_tah
# Popis volby „čas_na_tah“.
cmd-opt-turn-timeout-description = Kolik sekund má hráč na tah, než se zahraje za něj (výchozí 60)
# Volba /<hra> začít: číslo rozdání, které určí míchání.
cmd-opt-seed-name = číslo_rozdání
# Popis volby „číslo_rozdání“.
cmd-opt-seed-description = Číslo rozdání, pro zopakování nebo sdílení (uvidí ho všichni u stolu)

## /uno

# Název příkazu /uno.
cmd-uno-name = uno
# Popis příkazu /uno.
cmd-uno-description = UNO pro 2–10 hráčů s přáteli a počítačovými hráči
# Volba /uno začít: jedno kolo, nebo hra do 500 bodů.
cmd-uno-goal-name = cíl
# Popis volby „cíl“.
cmd-uno-goal-description = Jedno kolo, nebo kdo první získá 500 bodů
# Volba „cíl“: jediné kolo.
cmd-uno-goal-round = Jedno kolo
# Volba „cíl“: hra do 500 bodů.
cmd-uno-goal-500 = 500 bodů
# Volba /uno začít: kolik karet za neohlášené UNO!.
cmd-uno-penalty-name = trest
# Popis volby „trest“.
cmd-uno-penalty-description = Kolik karet si lízne, kdo včas neohlásí UNO! (výchozí 4)
# Volba „trest“.
cmd-uno-penalty-4 = 4 karty
# Volba „trest“.
cmd-uno-penalty-2 = 2 karty
# Volba /uno začít: sekundy na ohlášení UNO!.
cmd-uno-uno-window-name = čas_na_uno
# Popis volby „čas_na_uno“.
cmd-uno-uno-window-description = Sekundy na stisk UNO! poté, co vám zbude jedna karta (výchozí 5)
# Volba /uno začít: co s líznutou kartou, která jde zahrát.
cmd-uno-drawn-card-name = líznutá_karta
# Popis volby „líznutá_karta“.
cmd-uno-drawn-card-description = Líznutou hratelnou kartu: smíte zahrát (výchozí), musíte zahrát, musíte si nechat
# Volba „líznutá_karta“.
cmd-uno-drawn-card-may = Smí se zahrát
# Volba „líznutá_karta“.
cmd-uno-drawn-card-must = Musí se zahrát
# Volba „líznutá_karta“.
cmd-uno-drawn-card-keep = Musí zůstat v ruce
# Volba /uno začít: divokou +4 lze napadnout (True/False).
cmd-uno-challenge-name = napadení
# Popis volby „napadení“.
cmd-uno-challenge-description = Divokou kartu +4 lze napadnout (výchozí zapnuto)
# Volba /uno začít, domácí pravidlo: sčítání lízacích karet.
cmd-uno-stacking-name = přebíjení
# Popis volby „sčítání“.
cmd-uno-stacking-description = Domácí pravidlo: +2 a divokou +4 lze přebít další takovou kartou
# Volba /uno začít, domácí pravidlo: 7 mění ruce, 0 je posílá dál.
cmd-uno-seven-zero-name = sedm_nula
# Popis volby „sedm_nula“.
cmd-uno-seven-zero-description = Domácí pravidlo: 7 = výměna karet s jiným hráčem, 0 = všichni posunou karty dál
# Volba /uno začít, domácí pravidlo: skočit do hry stejnou kartou.
cmd-uno-jump-in-name = skok_do_hry
# Popis volby „skok_do_hry“.
cmd-uno-jump-in-description = Domácí pravidlo: úplně stejnou kartu lze zahrát i mimo tah
# Volba /uno začít, domácí pravidlo: lízat, dokud nejde hrát.
cmd-uno-draw-until-playable-name = lízat_do_hratelné
# Popis volby „lízat_do_hratelné“.
cmd-uno-draw-until-playable-description = Domácí pravidlo: lízat, dokud nepřijde karta, kterou jde zahrát

## /oril

# Název příkazu /oril.
cmd-oril-name = oril
# Popis příkazu /oril.
cmd-oril-description = Oril, kapverdská hra na rozsévání kamenů: vyzvěte člověka nebo počítač
# Volba /oril začít: síla počítače.
cmd-oril-level-name = obtížnost
# Popis volby „obtížnost“.
cmd-oril-level-description = Síla počítače, když hrajete proti němu (výchozí Střední)
# Volba „obtížnost“.
cmd-oril-level-easy = Lehká
# Volba „obtížnost“.
cmd-oril-level-medium = Střední
# Volba „obtížnost“.
cmd-oril-level-hard = Těžká
# Volba „obtížnost“: počítačový hráč popsaný v práci o Orilu.
cmd-oril-level-seed = Seed (hráč z původní práce)
# Volba /oril začít: sada pravidel.
cmd-oril-rules-name = pravidla
# Popis volby „pravidla“.
cmd-oril-rules-description = Oril (výchozí) nebo Abapa, turnajová pravidla
# Volba „pravidla“.
cmd-oril-rules-oril = Oril
# Volba „pravidla“.
cmd-oril-rules-abapa = Abapa
# Volba /oril začít: kdo táhne první.
cmd-oril-first-name = začíná
# Popis volby „začíná“.
cmd-oril-first-description = Kdo táhne první (výchozí: náhodně)
# Volba „začíná“.
cmd-oril-first-random = Náhodně
# Volba „začíná“: ten, kdo píše příkaz.
cmd-oril-first-challenger = Já
# Volba „začíná“.
cmd-oril-first-opponent = Můj soupeř
# Podpříkaz /oril: nedohrané partie.
cmd-oril-matches-name = partie
# Popis /oril partie.
cmd-oril-matches-description = Vaše nedohrané partie Orilu s odkazem na každou
# Podpříkaz /oril: tabulka serveru.
cmd-oril-scores-name = tabulka
# Popis /oril tabulka.
cmd-oril-scores-description = Tabulka Orilu na tomto serveru: výhry, remízy, prohry, kameny

## /klondike

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

## /pazaak (slova z dokumentace Pazaak Den: stát, balíček, ruka, kolo, kariéra, kredity)

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
