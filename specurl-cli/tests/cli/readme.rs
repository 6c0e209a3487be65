//! The examples of the README's section on the command-line tool, run as
//! printed: each `$ command` in a `console` block, through `sh`, with the
//! lines after it as what the command writes (stdout, then stderr).

use std::path::Path;

/// The `console` blocks of the README's CLI section: (command, output).
fn examples(readme: &str) -> Vec<(String, String)> {
    let start = readme
        .find("\n## The command-line tool")
        .expect("the README has the section");
    let section = &readme[start + 1..];
    let section = &section[..section[3..].find("\n## ").map_or(section.len(), |e| e + 3)];
    let mut examples: Vec<(String, String)> = Vec::new();
    let mut in_console = false;
    for line in section.lines() {
        match line {
            "```console" => in_console = true,
            "```" => in_console = false,
            _ if !in_console => {}
            _ => match line.strip_prefix("$ ") {
                Some(command) => examples.push((command.to_string(), String::new())),
                None => {
                    let (_, output) = examples.last_mut().expect("a command first");
                    output.push_str(line);
                    output.push('\n');
                }
            },
        }
    }
    examples
}

#[test]
fn the_readme_examples_print_what_the_readme_says() {
    // The README is the repository's, one level above this package; its
    // commands run from the repository's root, as a reader runs them.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let examples = examples(&readme);
    assert!(examples.len() >= 8, "{} examples", examples.len());
    let bin = Path::new(env!("CARGO_BIN_EXE_specurl")).parent().unwrap();
    let path = std::env::join_paths(std::iter::once(bin.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .unwrap();
    for (command, expected) in examples {
        let o = std::process::Command::new("sh")
            .args(["-c", &command])
            .current_dir(root)
            .env("PATH", &path)
            .env("NO_COLOR", "1")
            .output()
            .expect("sh runs");
        let got =
            String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
        assert_eq!(got, expected, "$ {command}");
    }
}
