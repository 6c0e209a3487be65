//! A SQL shell on DataFusion with specurl's functions: files are tables
//! by their path.
//!
//! ```text
//! specurl-sql -c "SELECT url_hostname(u), count(*) FROM 'urls.parquet' GROUP BY 1"
//! specurl-sql -f queries.sql
//! specurl-sql                 # statements from standard input, each ended by `;`
//! ```

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::Result;
use datafusion::prelude::SessionContext;
use datafusion::sql::parser::DFParser;

const USAGE: &str = "usage: specurl-sql [-c SQL]... [-f FILE]...
Runs each statement and prints its result as a table; with neither -c nor
-f, reads statements from standard input, each ended by `;`. A file path
in single quotes is a table: CSV, Parquet, JSON or Arrow by its extension.";

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
    // information_schema on, so that SHOW FUNCTIONS lists the functions.
    let mut ctx =
        SessionContext::new_with_config(datafusion_specurl::session_config()).enable_url_table();
    if let Err(e) = datafusion_specurl::register_all(&mut ctx) {
        eprintln!("error: {e}");
        return ExitCode::FAILURE;
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        return if shell(&ctx).await {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        };
    }
    for pair in args.chunks(2) {
        let text = match (pair[0].as_str(), pair.get(1)) {
            ("-c", Some(sql)) => sql.clone(),
            ("-f", Some(path)) => match std::fs::read_to_string(path) {
                Ok(text) => text,
                Err(e) => {
                    eprintln!("error: {path}: {e}");
                    return ExitCode::FAILURE;
                }
            },
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        };
        if let Err(e) = run(&ctx, &text).await {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
