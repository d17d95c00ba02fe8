# Webová část: stránky serveru (žebříčky, záznamy dohraných her), příkaz /web a odkazy,
# které na ně bot posílá.

## /web (jen pro správce serveru)

# Název příkazu /web.
cmd-web-name = web
# Popis příkazu /web.
cmd-web-description = Stránky tohoto serveru na webu: žebříčky a záznamy her
# Podpříkaz /web, který stránky serveru otevře.
cmd-web-on-name = zapnout
# Popis /web on.
cmd-web-on-description = Otevřít stránky tohoto serveru: žebříčky a záznamy dohraných her
# Podpříkaz /web, který stránky serveru zavře.
cmd-web-off-name = vypnout
# Popis /web off.
cmd-web-off-description = Zavřít stránky tohoto serveru: zveřejněné odkazy přestanou fungovat
# /web on hotovo. Tlačítko pod zprávou otevře stránku žebříčku.
web-turned-on = Stránky tohoto serveru jsou otevřené. Dohrané hry teď dostanou odkaz **{ table-replay }** a `/{ cmd-leaderboard-name }` odkazuje na svou stránku.
# /web off hotovo.
web-turned-off = Stránky tohoto serveru jsou zavřené: jejich odkazy už nikam nevedou. Znovu je otevře `/{ cmd-web-name } { cmd-web-on-name }`.
# /web od člena bez oprávnění Spravovat server.
web-needs-manage-server = Stránky serveru mohou otevřít nebo zavřít jen členové, kteří server spravují.
# /web mimo server.
web-only-in-servers = Stránky patří serveru: použijte `/{ cmd-web-name }` na některém serveru.
# /web, když bot běží bez webové části.
web-not-served = Tento bot běží bez webové části, takže nemá žádné stránky k otevření.

## Odkazy v Discordu

# Tlačítko s odkazem pod /leaderboard (a /web on) na stránku žebříčku serveru.
leaderboard-web-link = Celý žebříček
# Tlačítko pod dohraným stolem: záznam hry krok za krokem na webu.
table-replay = Záznam hry
# Soukromá odpověď na Záznam hry v DM nebo skupinové DM, nad odkazem.
table-replay-private = Záznam této hry krok za krokem. Tento odkaz dostanou jen její hráči.
# Záznam hry stisknutý tam, kde žádný není (webová část je vypnutá nebo nic uloženo nebylo).
web-replay-unavailable = Tato hra nemá záznam.

## Stránky

# Pod každou stránkou.
web-footer = Cantina: tahové hry na Discordu. Tyto stránky slouží jen ke čtení a nepoužívají cookies.
# Adresa bez vlastní stránky.
web-home-title = Cantina na webu
# Její text.
web-home-body = Žebříčky serveru a záznamy jeho dohraných her najdete zde, jakmile správce serveru použije /web on. Odkazy posílá bot.
# Nadpis stránky, která neexistuje.
web-not-found-title = Stránka nenalezena
# Její text: špatná adresa, zavřený server a smazaná hra vypadají stejně.
web-not-found = Tato stránka neexistuje: adresa je chybná, hra už není uložena, nebo server své stránky zavřel.
# Když nelze číst uložená data.
web-unavailable = Cantina teď nemůže přečíst záznamy. Zkuste to prosím za chvíli.
# Nadpis stránky žebříčku. $game: název hry.
web-leaderboard-title = Žebříček { $game }
# Popisek odkazů mezi žebříčky her.
web-games = Hry
# Žebříček bez jediné započítané hry.
web-no-records = Zde zatím nikdo nedohrál započítanou hru.
# Sloupec s vývojem hodnocení každého hráče.
web-column-trend = Vývoj hodnocení
# Čtený popisek grafu hodnocení.
web-trend-label = { $games ->
    [one] Hodnocení po poslední hodnocené hře
    [few] Hodnocení za poslední { $games } hodnocené hry
   *[other] Hodnocení za posledních { $games } hodnocených her
}: z { $from } na { $to }.
# Nadpis posledních dohraných her.
web-recent-games = Poslední hry
# Zatím žádná dohraná hra se záznamem.
web-no-replays = Zatím tu není žádná dohraná hra se záznamem.
# Za hrou v seznamu: kolik kroků má její záznam.
web-steps = { $steps ->
    [one] { $steps } krok
    [few] { $steps } kroky
   *[other] { $steps } kroků
}
# Nadpis stránky záznamu. $game: název hry.
web-replay-title = Záznam hry { $game }
# Kde v záznamu čtenář je.
web-step = Krok { $step } z { $steps }
# Popisek odkazů mezi kroky.
web-steps-nav = Kroky
# Odkaz na první krok.
web-first = První
# Odkaz na předchozí krok.
web-previous = Předchozí
# Odkaz na další krok.
web-next = Další
# Odkaz na poslední krok.
web-last = Poslední
# Před jmény hráčů.
web-players = Hráči
# Nadpis řádků záznamu tahu, který vedl k tomuto kroku.
web-what-happened = Co se stalo
