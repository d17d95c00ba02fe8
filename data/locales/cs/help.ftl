# Stránka /nápověda (soukromá odpověď): úvod, jeden oddíl na hru a zápatí. Příkazy ve
# zpětných apostrofech jsou lomítkové příkazy, jak je Discord vypisuje česky (viz
# commands.ftl); tučné názvy tlačítek jsou popisky samotných tlačítek.

# První řádky /nápověda, nad hrami.
help-intro = **Cantina** hostí tahové hry přímo v tomto kanálu. Stoly přežijí restart; vaše ruka je soukromá (vidíte ji jen vy); kdo nehraje, tomu vyprší čas a hraje za něj počítač (v zápase pazaaku proti člověku prohrává).
# Poslední řádek /nápověda.
help-footer = Tlačítka na staré zprávě se neprovedou: místo toho dostanete aktuální stav stolu.
# Nadpis oddílu hry: $game je název hry, $description popis příkazu.
help-section-title = {$game} — {$description}
# Jak otevřít hru pro skupinu; $start je příkaz (/uno začít), $min a $max počet míst.
help-how-lobby = `{$start}` otevře čekárnu ({$min}–{$max} míst): **{ lobby-join }**, **{ lobby-add-ai }**, **{ lobby-start }**.
# Jak otevřít hru pro dva; $start je příkaz, $opponent název volby.
help-how-duel = `{$start} {$opponent}:@kamarád` vyzve kamaráda; bez `{$opponent}` hrajete proti počítači.
# Jak otevřít pasiáns; $start je příkaz.
help-how-solo = `{$start}` vám rozdá hru ve vlastním vlákně.
# Poslední řádek oddílu každé hry; $end je příkaz (/uno ukončit).
help-end = `{$end}` zavře stůl (hostitel nebo Spravovat zprávy).
