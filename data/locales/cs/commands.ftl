# Lomítkové příkazy, jak je Discord vypisuje: názvy (malá písmena, 1–32 písmen, číslic,
# - nebo _; bez mezer) a popisy (nejvýš 100 znaků). Discord botovi posílá zpět anglické
# názvy, takže přeložený název je jen to, co lidé vidí a píšou.

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

## /oril

## /pazaak (slova z dokumentace Pazaak Den: stát, balíček, ruka, kolo, kariéra, kredity)

