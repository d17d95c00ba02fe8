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
# Jak se hraje UNO, v jeho oddílu /nápověda.
help-game-uno = Přiložte kartu stejné barvy nebo symbolu jako horní karta, nebo zahrajte divokou. Tlačítkem **{ uno-button-hand }** si své karty soukromě prohlédnete a zahrajete. Se dvěma kartami stiskněte **{ uno-button-uno }** (před zahráním, nebo v časovém okně po něm), jinak si líznete trest. Divokou +4 lze napadnout. Kolo vyhrává, kdo se první zbaví všech karet.
# Jak se hraje Oril, v jeho oddílu /nápověda.
help-game-oril = Dvě řady po šesti jamkách, v každé čtyři kameny. Na tahu stiskněte jednu ze svých jamek (číslovaných 1–6 zleva od vás): její kameny se rozsévají po jednom proti směru hodinových ručiček. Když poslední kámen doplní soupeřovu jamku na 2 nebo 3, zajmete ji i jamky před ní, dokud mají 2 nebo 3. Vyhrává, kdo zajme 25 kamenů. Soupeři, který nemá žádné kameny, musíte kameny poslat. Když oba stisknou **{ oril-button-propose-end }**, hra končí a každý si nechá kameny na své straně. `/oril partie` vypíše vaše nedohrané partie; `/oril tabulka` ukáže tabulku.
# Jak se hraje Klondike, v jeho oddílu /nápověda.
help-game-klondike = `/klondike začít` rozdá hru v novém vlákně (v samotném kanálu s `vlákno: False`, nebo když příkaz napíšete ve vlákně; otáčení 1 nebo 3 karet, převracení, `vracet_z_cíle`, `řešitelné`, `číslo_rozdání` pro zopakování rozdání). Táhněte z nabídky platných tahů, nebo příkazem `/klondike přesunout z: na: [počet]` s čísly hromádek z obrázku: 1–7 sloupce, 8 balíček, 9 odložené, 10–13 cíle. **{ klondike-button-draw }** otočí balíček, **{ klondike-button-undo }** vrátí tah, **{ klondike-button-hint }** se zeptá řešitele, **{ klondike-button-auto }** pošle bezpečné karty nahoru, **{ klondike-button-finish }** dohraje rozhodnutou hru. Po každém tahu řešitel řekne, jestli už hru nelze vyhrát.
# Jak se hraje Pazaak, v jeho oddílu /nápověda.
help-game-pazaak = Na začátku každého tahu si líznete kartu ze společného balíčku. Můžete zahrát jednu kartu z ruky (tlačítko **{ pazaak-button-hand }**), pak **{ pazaak-button-end-turn }** nebo **{ pazaak-button-stand }**. Kdo má na konci tahu přes 20, kolo prohrává; když oba stojí, vyhrává ten blíž k 20. Kdo první vyhraje 3 kola, vyhrává. Před prvním kolem si vyberte 10 speciálních karet (**{ pazaak-button-choose-deck }**; **{ pazaak-button-default-deck }** vezme hotový balíček).
