//! A throwaway PostgreSQL server for tests: a new cluster in a temporary directory,
//! listening on 127.0.0.1 only, run as an unprivileged user when the tests run as root
//! (postgres refuses root). It is stopped and its directory removed when the handle is
//! dropped, and by a watchdog shell if the test process dies first.
//!
//! PostgreSQL 15 or newer must be installed (`.ci/run` installs Debian's package under
//! `CI=true`); without it the tests that need it fail and say so, never skip.

use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The unprivileged user the server runs as when the tests run as root.
const NOBODY: u32 = 65534;

pub struct Postgres {
    pub port: u16,
    dir: PathBuf,
    bin: PathBuf,
    server: Option<Child>,
}

/// A directory holding PostgreSQL's server programs (`initdb`, `postgres`).
fn server_bin() -> PathBuf {
    let mut candidates: Vec<PathBuf> = Vec::new();
    if let Ok(entries) = std::fs::read_dir("/usr/lib/postgresql") {
        // Newest first, by number ("15" after "9.6").
        let mut versions: Vec<(f64, PathBuf)> = entries
            .flatten()
            .filter_map(|e| {
                let version = e.file_name().to_string_lossy().parse().ok()?;
                Some((version, e.path().join("bin")))
            })
            .collect();
        versions.sort_by(|a, b| b.0.total_cmp(&a.0));
        candidates.extend(versions.into_iter().map(|(_, bin)| bin));
    }
    candidates.push(PathBuf::from("/usr/local/bin"));
    candidates.push(PathBuf::from("/usr/bin"));
    candidates
        .into_iter()
        .find(|dir| dir.join("initdb").exists() && dir.join("postgres").exists())
        .expect(
            "PostgreSQL's server is not installed (initdb and postgres not found): \
             install Debian's postgresql package (.ci/run does under CI=true)",
        )
}

fn is_root() -> bool {
    nix::unistd::geteuid().is_root()
}

/// Run a server program, as the unprivileged user when we are root.
fn as_server_user(program: &Path) -> Command {
    let mut command = Command::new(program);
    // A directory the unprivileged user may enter (the tests' own may be private).
    command.current_dir(std::env::temp_dir());
    if is_root() {
        command.uid(NOBODY).gid(NOBODY);
    }
    command.env_remove("PGDATA").env("LC_ALL", "C");
    command
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

impl Postgres {
    /// A new cluster, started and accepting connections.
    pub fn start() -> Postgres {
        let bin = server_bin();
        let base = std::env::temp_dir().join(format!(
            "cantina-pg-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = std::fs::remove_dir_all(&base);
        std::fs::create_dir_all(&base).unwrap();
        if is_root() {
            nix::unistd::chown(&base, Some(NOBODY.into()), Some(NOBODY.into())).unwrap();
        }
        std::fs::set_permissions(&base, std::fs::Permissions::from_mode(0o700)).unwrap();
        let dir = base.join("data");
        let init = as_server_user(&bin.join("initdb"))
            .args(["-D"])
            .arg(&dir)
            .args(["-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"])
            .stdout(Stdio::null())
            .output()
            .expect("initdb runs");
        assert!(
            init.status.success(),
            "initdb failed: {}",
            String::from_utf8_lossy(&init.stderr)
        );
        let mut pg = Postgres {
            port: free_port(),
            dir: base,
            bin,
            server: None,
        };
        pg.resume();
        watch(&pg);
        pg
    }

    /// One server for every test of this test binary.
    pub fn shared() -> &'static Postgres {
        static SHARED: OnceLock<Postgres> = OnceLock::new();
        SHARED.get_or_init(Postgres::start)
    }

    /// Start the server again after [`Postgres::stop`] (same data, same port).
    pub fn resume(&mut self) {
        let server = as_server_user(&self.bin.join("postgres"))
            .arg("-D")
            .arg(self.dir.join("data"))
            .args(["-p", &self.port.to_string()])
            .args(["-c", "listen_addresses=127.0.0.1"])
            .args(["-c", "unix_socket_directories="])
            .args(["-c", "max_connections=200"])
            .args(["-c", "shared_buffers=32MB"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("postgres starts");
        self.server = Some(server);
        let started = Instant::now();
        while !self.accepts() {
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "PostgreSQL did not start within 30 s"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn accepts(&self) -> bool {
        Command::new(self.bin.join("pg_isready"))
            .args(["-h", "127.0.0.1", "-p", &self.port.to_string(), "-q"])
            .status()
            .map(|s| s.success())
            .unwrap_or(false)
    }

    /// Stop the server (a fast shutdown: sessions are cut, committed data kept).
    pub fn stop(&mut self) {
        self.end_with(nix::sys::signal::Signal::SIGINT);
    }

    /// Stop the server as a crash does (immediate shutdown: no checkpoint, the log is
    /// replayed at the next start), so only what was made durable survives.
    pub fn crash(&mut self) {
        self.end_with(nix::sys::signal::Signal::SIGQUIT);
    }

    fn end_with(&mut self, signal: nix::sys::signal::Signal) {
        if let Some(mut server) = self.server.take() {
            let _ = nix::sys::signal::kill(nix::unistd::Pid::from_raw(server.id() as i32), signal);
            let _ = server.wait();
        }
    }

    /// A URL of a new, empty database on this server.
    pub fn new_database(&self) -> String {
        static N: AtomicU32 = AtomicU32::new(0);
        let name = format!(
            "t{}_{}",
            std::process::id(),
            N.fetch_add(1, Ordering::SeqCst)
        );
        self.psql(&format!("CREATE DATABASE {name}"));
        self.url(&name)
    }

    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    /// Run one statement as the superuser on the `postgres` database.
    pub fn psql(&self, sql: &str) -> String {
        self.psql_on(&self.url("postgres"), sql)
    }

    /// Run one statement on a database given by its URL.
    pub fn psql_on(&self, url: &str, sql: &str) -> String {
        let out = Command::new(self.bin.join("psql"))
            .arg(url)
            .args(["-tA", "-v", "ON_ERROR_STOP=1", "-c", sql])
            .output()
            .expect("psql runs");
        assert!(
            out.status.success(),
            "psql {sql:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }
}

static NEXT: AtomicU32 = AtomicU32::new(0);

impl Drop for Postgres {
    fn drop(&mut self) {
        self.stop();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A shell that outlives a test process killed or ended without dropping the handle
/// (the shared server is a static): when the process is gone, it stops the server and
/// removes its directory.
fn watch(pg: &Postgres) {
    // The server's pid is read from its own pid file at the end: it may have been
    // stopped and started again meanwhile.
    let script = format!(
        "while kill -0 {test} 2>/dev/null; do sleep 1; done; \
         pid=$(head -n 1 '{dir}/data/postmaster.pid' 2>/dev/null); \
         if [ -n \"$pid\" ]; then kill -INT $pid 2>/dev/null; \
         n=0; while kill -0 $pid 2>/dev/null && [ $n -lt 30 ]; do sleep 1; n=$((n+1)); done; \
         kill -9 $pid 2>/dev/null; fi; rm -rf '{dir}'",
        test = std::process::id(),
        dir = pg.dir.display(),
    );
    let _ = Command::new("sh")
        .args(["-c", &script])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn();
}
