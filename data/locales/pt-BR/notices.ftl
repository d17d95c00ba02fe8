# Recusas e avisos que a plataforma mostra só para uma pessoa (resposta efêmera a um
# clique ou comando de barra), em qualquer jogo.

# Clique ou comando em uma mesa que terminou ou foi removida.
notice-game-gone = Esta partida terminou ou não existe mais.
# Clique em um botão cujo id o bot não reconhece (mensagem antiga).
notice-unknown-button = Não reconheço esse botão. Talvez seja de uma versão mais antiga do jogo.
# Escolha de menu ou valor de opção que o jogo não aceita.
notice-invalid-choice = Essa opção não é válida.
# Comando ou subcomando que o bot não conhece.
notice-unknown-command = Não conheço esse comando.
# O menu de configurações da sala citou uma configuração inexistente.
notice-unknown-setting = Essa configuração não existe.
# /estatísticas ou /classificação com um jogo que o bot não tem.
notice-unknown-game = Esse jogo não existe.
# Qualquer clique ou comando enquanto o bot reinicia.
notice-restarting = O Cantina está reiniciando; tente de novo daqui a pouco.
# O banco de dados não pôde ser lido (histórico, carreiras, estatísticas).
notice-store-unavailable = O banco de dados está indisponível; tente de novo.
# Uma jogada não pôde ser salva e foi desfeita.
notice-not-saved = Deu algo errado ao salvar a mesa; nada mudou. Tente de novo.
# Uma jogada pode ou não ter sido salva (o disco falhou no meio).
notice-maybe-not-saved = Deu algo errado ao salvar a mesa: sua jogada pode não ter sido salva. A mesa mostra o último estado salvo; confira antes de jogar de novo.
# Mesa cujas configurações foram gravadas por outra versão do bot.
notice-settings-unreadable = Não foi possível ler as configurações desta mesa (foram gravadas por outra versão do bot); nada foi alterado.
# Clique em um botão da mesa por alguém que não tem lugar nela.
notice-not-seated = Você não está jogando nesta mesa.
# Botão de jogo apertado enquanto a mesa ainda é uma sala de espera.
notice-not-started = A partida ainda não começou.
# Botão de jogo apertado depois do fim da partida.
notice-game-over = Esta partida acabou.
# Clique em uma imagem antiga da mesa; a atual aparece junto.
notice-outdated = Esse botão era de uma visão antiga e não foi aplicado. Esta é a mesa agora.
# /<jogo> encerrar ou /klondike mover em um canal sem mesa desse jogo.
notice-no-table-here = Não há mesa deste jogo neste canal.
# Clique que chegou logo depois de a mesa terminar.
notice-just-ended = Essa mesa acabou de terminar.
# /<jogo> encerrar por quem não é o anfitrião nem moderador.
notice-not-allowed-to-end = Só o anfitrião ou um membro com Gerenciar mensagens pode encerrar esta mesa.
# "Play again" apertado por quem não estava naquela partida.
notice-not-a-player-of-that-game = Só quem jogou aquela partida pode começar outra.
# "Play again" quando um dos jogadores apagou seus dados desde então.
notice-player-erased = Um jogador daquela partida apagou seus dados, então ela não pode ser repetida com os mesmos lugares. Comece uma nova partida.
# Mesa fechada porque o anfitrião, um desafiante ou a única pessoa pediu /privacidade esquecer.
notice-player-forgotten = A mesa terminou: um jogador pediu para ter seus dados apagados.
# /<jogo> iniciar em um canal que já tem mesa desse jogo.
notice-channel-taken = Já tem uma mesa nova rolando neste canal.
# /<jogo> iniciar com tempo_de_jogada fora de 5-3600.
notice-bad-turn-timeout = O tempo de jogada deve ficar entre 5 e 3600 segundos.
# /oril iniciar ou /pazaak iniciar desafiando a si mesmo. `adversário` é o nome da opção.
notice-self-challenge = Você não pode desafiar a si mesmo. Deixe `adversário` em branco para jogar contra o computador.
# Desafio a uma conta de bot.
notice-bot-challenge = Bots não aceitam desafios. Deixe `adversário` em branco para jogar contra o computador.
# Desafio feito em mensagem direta, onde o adversário não o vê.
notice-challenge-outside-server = Desafie alguém em um canal de servidor, onde a pessoa possa ver. Aqui, deixe `adversário` em branco para jogar contra o computador.
# Mesa interrompida por um erro interno.
notice-table-broken = Esta mesa teve um problema e precisou parar; desculpe. Comece uma nova partida quando quiser.
# /klondike iniciar quando o bot não conseguiu criar um tópico. `tópico` é o nome da opção.
notice-no-thread = Não consegui abrir um tópico aqui. Tenho a permissão Criar tópicos públicos? Ou jogue neste canal com `tópico: False`.
# /<jogo> iniciar onde faltam permissões ao bot; $permissions lista-as (nomes em inglês do Discord).
notice-missing-permissions = Não posso abrir uma mesa aqui: preciso de {$permissions} neste canal. Um administrador do servidor pode conceder, ou jogue em outro canal.
# Quando o Discord se recusou a mostrar uma mesa nova por minutos.
notice-never-shown = O Discord não mostrou esta mesa por vários minutos, então ela foi fechada. Comece de novo, por favor.
# /klondike iniciar onde faltam permissões de tópico; $permissions lista-as.
notice-missing-thread-permissions = Não posso abrir um tópico aqui: preciso de {$permissions}. Jogue neste canal com `tópico: False` ou fale com um administrador do servidor.
# /<jogo> encerrar enquanto a mesa processa uma jogada.
notice-table-busy = A mesa está ocupada; tente `encerrar` de novo daqui a pouco.
# Botões da sala (Join, Start) depois que a partida começou.
notice-already-started = A partida já começou.
# "I'm back" apertado por quem já está jogando no próprio lugar.
notice-already-playing = Você já está jogando no seu lugar.
# Qualquer clique em uma mesa que não consegue salvar.
notice-paused = Esta mesa está com problemas para salvar e foi pausada; tente mais tarde.
# Publicado quando o canal da mesa foi apagado ou ficou oculto para o bot.
notice-channel-lost = A mesa terminou: o canal dela não está mais acessível.
# Paciência fechada depois de $hours horas sem jogada.
notice-solo-idle =
    { $hours ->
        [1] Ninguém jogou por {$hours} hora; a mesa foi fechada.
       *[other] Ninguém jogou por {$hours} horas; a mesa foi fechada.
    }
# Clique depois do fim; $result é a linha de resultado do próprio jogo.
notice-game-over-with = Esta partida acabou. {$result}
# /klondike iniciar por quem já tem $count paciências abertas; $tables tem os links.
notice-too-many-solo-tables =
    { $count ->
        [1] Você já tem {$count} mesa de paciência aberta, o máximo por pessoa. Termine ou encerre uma antes: {$tables}
       *[other] Você já tem {$count} mesas de paciência abertas, o máximo por pessoa. Termine ou encerre uma antes: {$tables}
    }
# /<jogo> iniciar em um servidor que já tem $count mesas abertas (o limite).
notice-too-many-server-tables =
    { $count ->
        [1] Este servidor já tem {$count} mesa aberta, o máximo permitido. Termine ou encerre uma antes.
       *[other] Este servidor já tem {$count} mesas abertas, o máximo permitido. Termine ou encerre uma antes.
    }
# Clique em um botão da mesa vindo de outro canal.
notice-wrong-channel = Um clique vindo de outro canal não foi aplicado. Use a própria mensagem da mesa.
# Resposta a /paciência mover depois que a jogada é feita e a imagem atualizada.
notice-board-updated = Pronto: a mesa foi atualizada.
# /privacidade esquecer sem confirmar:True; cita o comando como se digita em português.
notice-nothing-erased = Nada foi apagado. Use `/privacidade esquecer confirmar:True` para apagar seu histórico.

## Permissões que podem faltar ao bot, listadas em notice-missing-permissions e
## notice-missing-thread-permissions com o nome que o Discord usa nas configurações.

# Uma permissão de canal de que o bot precisa. (View Channel)
permission-view-channel = Ver canal
# Uma permissão de canal de que o bot precisa. (Attach Files)
permission-attach-files = Anexar arquivos
# Uma permissão de canal de que o bot precisa. (Send Messages in Threads)
permission-send-messages-in-threads = Enviar mensagens em tópicos
# Uma permissão de canal de que o bot precisa. (Send Messages)
permission-send-messages = Enviar mensagens
# Uma permissão de canal de que o bot precisa. (Create Public Threads)
permission-create-public-threads = Criar tópicos públicos

## The lobby and the challenge: refusals of their buttons, shown privately to whoever pressed.

# A click on Join by someone already seated in the lobby.
lobby-already-seated = Você já tem um lugar nesta mesa.
# Join or Add computer on a lobby whose seats are all taken.
lobby-full = Esta mesa está cheia.
# Leave pressed in a lobby by someone without a seat.
lobby-not-seated = Você não tem lugar nesta mesa.
# Add computer pressed by someone other than the lobby's host.
lobby-host-adds-computers = Só o anfitrião pode adicionar jogadores do computador.
# Start pressed by someone other than the lobby's host.
lobby-host-starts = Só o anfitrião pode começar a partida.
# Cancel pressed by someone other than the lobby's host (or a moderator).
lobby-host-cancels = Só o anfitrião pode cancelar a mesa.
# The lobby's settings menu used by someone other than the host.
lobby-host-changes-settings = Só o anfitrião pode mudar as configurações.
# A computer seat's remove button pressed by someone other than the host.
lobby-host-removes-computers = Só o anfitrião pode remover um jogador do computador.
# A remove button naming a seat that is not a computer's (an old message).
lobby-only-computers-removed = Só jogadores do computador podem ser removidos.
# Withdraw pressed on a challenge by someone other than the challenger (or a moderator).
challenge-withdraw-challenger-only = Só quem fez o desafio pode retirá-lo.
# Accept or Decline pressed by someone other than the challenged person. $opponent: the challenged person's name.
challenge-not-for-you = Este desafio é para { $opponent }, não para você.

## Answers to whoever opened or ended a table, shown privately.

# /<game> start in a channel that already has a table. $game: the game's name (UNO, Pazaak...); $command: the game's command (uno, pazaak...).
table-channel-busy = Já existe uma mesa de { $game ->
        [Klondike] paciência
       *[other] { $game }
    } neste canal. Termine-a (ou use `/{ $command ->
        [klondike] paciência
       *[other] { $command }
    } encerrar`) antes.
# /<game> start opened a lobby. $game: the game's name.
table-lobby-opened = Sua mesa de { $game } está aberta. Os outros apertam **{ lobby-join }**; você aperta **{ lobby-start }**.
# /<game> start with an opponent sent a challenge. $opponent: the challenged person's name.
table-challenge-sent = Desafio enviado para { $opponent }.
# /<game> start against the computer began the game. $game: the game's name.
table-started-against-computer = Sua partida de { $game } contra o computador começou.
# A solitaire began. $game: the game's name.
table-started = Sua partida de { $game ->
        [Klondike] paciência
       *[other] { $game }
    } começou.
# A table opened in a new thread. $opened: the sentence above; $thread: a link to the thread.
table-opened-in-thread = { $opened } Está no tópico { $thread }.
# /<game> end or End closed the table. $game: the game's name.
table-closed = A mesa de { $game ->
        [Klondike] paciência
       *[other] { $game }
    } foi fechada.

## Refusals every game shares.

# A move tried out of turn, in any game.
notice-not-your-turn = Não é a sua vez.
# Clique em uma mesa que outro processo do bot está rodando agora (ela está mudando de um para outro).
notice-table-elsewhere = Esta mesa está passando para outra parte do bot; tente de novo em alguns segundos.
# /<jogo> iniciar por quem já tem $count mesas abertas de qualquer jogo (o máximo por
# pessoa); $tables tem os links.
notice-too-many-own-tables =
    { $count ->
        [1] Você já tem {$count} mesa aberta, o máximo por pessoa. Termine ou encerre uma antes: {$tables}
       *[other] Você já tem {$count} mesas abertas, o máximo por pessoa. Termine ou encerre uma antes: {$tables}
    }
