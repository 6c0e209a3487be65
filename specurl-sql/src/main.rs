//! A SQL shell on DataFusion with specurl's functions: files are tables
//! by their path.
//!
//! ```text
//! specurl-sql -c "SELECT url_hostname(u), count(*) FROM 'urls.parquet' GROUP BY 1"
//! specurl-sql -f queries.sql
//! specurl-sql --memory-limit 512M -f queries.sql
//! specurl-sql                 # statements from standard input, each ended by `;`
//! ```

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::Result;
use datafusion::execution::runtime_env::RuntimeEnvBuilder;
use datafusion::prelude::SessionContext;
use datafusion::sql::parser::DFParser;

const USAGE: &str = "usage: specurl-sql [--memory-limit SIZE] [-c SQL]... [-f FILE]...
Runs each statement and prints its result as a table; with neither -c nor
-f, reads statements from standard input, each ended by `;`. A file path
in single quotes is a table: CSV, Parquet, JSON or Arrow by its extension.
--memory-limit bounds the memory of query operators (bytes, or with a
suffix K, M or G: 512M); a query over it fails with an error.";

/// `SIZE` of `--memory-limit`: bytes, or kibibytes, mebibytes or
/// gibibytes with the suffix `K`, `M` or `G`.
fn parse_size(size: &str) -> Option<usize> {
    let (digits, unit) = match size.char_indices().last()? {
        (i, 'K' | 'k') => (&size[..i], 1 << 10),
        (i, 'M' | 'm') => (&size[..i], 1 << 20),
        (i, 'G' | 'g') => (&size[..i], 1 << 30),
        _ => (size, 1),
    };
    digits.parse::<usize>().ok()?.checked_mul(unit)
}

/// The session: the functions registered, `information_schema` on (so
/// that SHOW FUNCTIONS lists them) and, with a limit, a memory pool that
/// refuses what goes over it. DataFusion's greedy pool, in its tracking
/// wrapper, so that the error names the operators that held the memory.
fn session(memory_limit: Option<usize>) -> Result<SessionContext> {
    let mut runtime = RuntimeEnvBuilder::new();
    if let Some(limit) = memory_limit {
        runtime = runtime.with_memory_limit(limit, 1.0);
    }
    let mut ctx = SessionContext::new_with_config_rt(
        datafusion_specurl::session_config(),
        runtime.build_arc()?,
    )
    .enable_url_table();
    datafusion_specurl::register_all(&mut ctx)?;
    Ok(ctx)
}

/// Runs every statement of `text` in turn, printing each result.
async fn run(ctx: &SessionContext, text: &str) -> Result<()> {
    for statement in DFParser::parse_sql(text)? {
        let plan = ctx.state().statement_to_plan(statement).await?;
        let batches = ctx.execute_logical_plan(plan).await?.collect().await?;
        if !batches.is_empty() {
            println!("{}", pretty_format_batches(&batches)?);
        }
    }
    Ok(())
}

/// Statements from standard input: a statement runs when a line ends with
/// `;`. An error is printed and the shell goes on.
async fn shell(ctx: &SessionContext) -> bool {
    let stdin = std::io::stdin();
    let prompt = stdin.is_terminal();
    let mut ok = true;
    let mut pending = String::new();
    let mut lines = stdin.lock().lines();
    loop {
        if prompt {
            print!(
                "{}",
                if pending.is_empty() {
                    "specurl-sql> "
                } else {
                    "          -> "
                }
            );
            let _ = std::io::stdout().flush();
        }
        let Some(Ok(line)) = lines.next() else { break };
        pending.push_str(&line);
        pending.push('\n');
        if line.trim_end().ends_with(';') {
            if let Err(e) = run(ctx, &pending).await {
                eprintln!("error: {e}");
                ok = false;
            }
            pending.clear();
        }
    }
    if !pending.trim().is_empty() {
        if let Err(e) = run(ctx, &pending).await {
            eprintln!("error: {e}");
            ok = false;
        }
    }
    ok
}

#[tokio::main]
async fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut memory_limit = None;
    let mut statements = Vec::new();
    for pair in args.chunks(2) {
        match (pair[0].as_str(), pair.get(1)) {
            ("--memory-limit", Some(size)) => match parse_size(size) {
                Some(bytes) => memory_limit = Some(bytes),
                None => {
                    eprintln!("error: --memory-limit: not a size: {size}\n{USAGE}");
                    return ExitCode::from(2);
                }
            },
            ("-c" | "-f", Some(value)) => statements.push((pair[0].as_str(), value)),
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let ctx = match session(memory_limit) {
        Ok(ctx) => ctx,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    if statements.is_empty() {
        return if shell(&ctx).await {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        };
    }
    for (flag, value) in statements {
        let text = if flag == "-f" {
            match std::fs::read_to_string(value) {
                Ok(text) => text,
                Err(e) => {
                    eprintln!("error: {value}: {e}");
                    return ExitCode::FAILURE;
                }
            }
        } else {
            value.clone()
        };
        if let Err(e) = run(&ctx, &text).await {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
