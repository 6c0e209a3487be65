//! The examples of the tool's manual (this package's README) and of the
//! repository README's section on it, run as printed: each `$ command` in
//! a `console` block, through `sh`, with the lines after it as what the
//! command writes (stdout, then stderr).

use std::path::Path;

/// The section of the repository README on the command-line tool.
fn cli_section(readme: &str) -> &str {
    let start = readme
        .find("\n## The command-line tool")
        .expect("the README has the section");
    let section = &readme[start + 1..];
    &section[..section[3..].find("\n## ").map_or(section.len(), |e| e + 3)]
}

/// The `console` blocks of `text`: (command, output).
fn examples(text: &str) -> Vec<(String, String)> {
    let mut examples: Vec<(String, String)> = Vec::new();
    let mut in_console = false;
    for line in text.lines() {
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
    // The manual is this package's README; the repository's README is one
    // level above. Their commands run from the repository's root, as a
    // reader runs them.
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = manifest.parent().unwrap();
    let manual = std::fs::read_to_string(manifest.join("README.md")).unwrap();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let mut examples = examples(&manual);
    assert!(
        examples.len() >= 8,
        "{} examples in the manual",
        examples.len()
    );
    let front = self::examples(cli_section(&readme));
    assert!(!front.is_empty(), "the README's section has an example");
    examples.extend(front);
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
