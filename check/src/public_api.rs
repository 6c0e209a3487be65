//! The public API of specurl as a listing: one line per public item, read
//! from rustdoc's JSON output, so that a change to the surface shows as a
//! change to a checked-in file (`api/specurl.txt`) in review.
//!
//! Each item is listed at every public path it is reachable by (a
//! re-export is part of the API too), as Rust would write it: modules,
//! structs with their public fields, enums with their variants, traits
//! with their items, functions and methods with their signatures,
//! constants, statics and type aliases, the inherent impls' headers, and
//! every trait impl of a public type other than blanket impls (the auto
//! traits `Send`, `Sync`, `Unpin`, `UnwindSafe` and `RefUnwindSafe`
//! included, since losing one breaks a user). A type is written by its
//! shortest public path; a type of another crate by the path rustdoc gives
//! it. Lines are sorted by the path of the item they belong to, so that an
//! item, its members and its impls stay together.
//!
//! `cargo run -p specurl-check --example public_api` regenerates the file;
//! `.ci/run` runs it with `--check`.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use serde_json::Value;

/// The auto traits whose synthetic impls are listed: the stable ones.
const AUTO_TRAITS: [&str; 5] = ["Send", "Sync", "Unpin", "UnwindSafe", "RefUnwindSafe"];

/// Traits whose impls are not listed: the compiler's marker of a derived
/// `PartialEq`, which is unstable and says nothing the `PartialEq` impl
/// does not.
const UNLISTED_TRAITS: [&str; 1] = ["StructuralPartialEq"];

/// The listing of the crate whose rustdoc JSON is `json`, one line per
/// item and a newline after each, or what is wrong with the JSON.
pub fn listing(json: &str) -> Result<String, String> {
    let doc: Value = serde_json::from_str(json).map_err(|e| format!("not JSON: {e}"))?;
    let krate = Crate::new(&doc)?;
    let mut out = String::new();
    for line in krate.lines() {
        out.push_str(&line);
        out.push('\n');
    }
    Ok(out)
}

/// The lines only in `old` (`-`) and only in `new` (`+`), in order: the
/// listing is a sorted set of lines, so this is its whole difference.
pub fn diff(old: &str, new: &str) -> Vec<String> {
    let old_lines: BTreeSet<&str> = old.lines().collect();
    let new_lines: BTreeSet<&str> = new.lines().collect();
    let mut out: Vec<(&str, char)> = old_lines
        .difference(&new_lines)
        .map(|l| (*l, '-'))
        .chain(new_lines.difference(&old_lines).map(|l| (*l, '+')))
        .collect();
    out.sort();
    out.into_iter()
        .map(|(l, sign)| format!("{sign} {l}"))
        .collect()
}

struct Crate<'a> {
    index: &'a serde_json::Map<String, Value>,
    paths: &'a serde_json::Map<String, Value>,
    root: String,
    /// Each public item's shortest public path, the name its type is
    /// written with.
    names: HashMap<String, String>,
    /// Every public item and each path it is reachable by.
    items: Vec<(String, String)>,
}

/// A JSON id as the index's key.
fn key(id: &Value) -> Option<String> {
    match id {
        Value::Number(n) => Some(n.to_string()),
        Value::String(s) => Some(s.clone()),
        _ => None,
    }
}

/// The one key of an externally tagged object (`{"struct": {...}}`), and
/// its value.
fn tag(v: &Value) -> (&str, &Value) {
    match v {
        Value::Object(m) if m.len() == 1 => {
            let (k, v) = m.iter().next().expect("one entry");
            (k.as_str(), v)
        }
        Value::String(s) => (s.as_str(), &Value::Null),
        _ => ("", &Value::Null),
    }
}

fn str_of(v: &Value) -> &str {
    v.as_str().unwrap_or("")
}

fn list(v: &Value) -> &[Value] {
    v.as_array().map(Vec::as_slice).unwrap_or(&[])
}

impl<'a> Crate<'a> {
    fn new(doc: &'a Value) -> Result<Self, String> {
        let index = doc["index"].as_object().ok_or("no index")?;
        let paths = doc["paths"].as_object().ok_or("no paths")?;
        let root = key(&doc["root"]).ok_or("no root")?;
        let mut krate = Crate {
            index,
            paths,
            root: root.clone(),
            names: HashMap::new(),
            items: Vec::new(),
        };
        let name = str_of(&index.get(&root).ok_or("no root item")?["name"]).to_string();
        let mut found = Vec::new();
        krate.collect(&root, &name, &mut Vec::new(), &mut found);
        // Another crate's item that this one re-exports is written by the
        // path of the re-export, as this crate's users reach it.
        let aliases: Vec<(String, String)> = found
            .iter()
            .filter_map(|(id, path)| {
                let (kind, inner) = tag(&index.get(id)?["inner"]);
                let target = key(&inner["id"])?;
                let glob = inner["is_glob"].as_bool().unwrap_or(false);
                (kind == "use" && !glob && !index.contains_key(&target))
                    .then(|| (target, format!("{path}::{}", str_of(&inner["name"]))))
            })
            .collect();
        for (id, path) in found.iter().chain(&aliases) {
            let better = match krate.names.get(id) {
                Some(old) => {
                    let (n, o) = (path.matches("::").count(), old.matches("::").count());
                    n < o || (n == o && path < old)
                }
                None => true,
            };
            if better {
                krate.names.insert(id.clone(), path.clone());
            }
        }
        krate.items = found;
        Ok(krate)
    }

    /// Every item reachable from module `id` at `prefix`, by its own name
    /// or a re-export's, into `found`; `stack` holds the modules being
    /// walked, so that a module re-exported inside itself ends.
    fn collect(
        &self,
        id: &str,
        prefix: &str,
        stack: &mut Vec<String>,
        found: &mut Vec<(String, String)>,
    ) {
        if stack.iter().any(|s| s == id) {
            return;
        }
        stack.push(id.to_string());
        let Some(module) = self.index.get(id) else {
            stack.pop();
            return;
        };
        for child in list(&module["inner"]["module"]["items"]) {
            let Some(child_id) = key(child) else { continue };
            let Some(item) = self.index.get(&child_id) else {
                continue;
            };
            let (kind, inner) = tag(&item["inner"]);
            if kind == "use" {
                let target = key(&inner["id"]);
                let glob = inner["is_glob"].as_bool().unwrap_or(false);
                match target.filter(|t| self.index.contains_key(t)) {
                    Some(t) if glob => self.collect(&t, prefix, stack, found),
                    Some(t) => {
                        let path = format!("{prefix}::{}", str_of(&inner["name"]));
                        self.found(&t, path, stack, found);
                    }
                    // A re-export of another crate's item: the use itself.
                    None => found.push((child_id, prefix.to_string())),
                }
            } else if let Some(name) = item["name"].as_str() {
                let path = format!("{prefix}::{name}");
                self.found(&child_id, path, stack, found);
            }
        }
        stack.pop();
    }

    fn found(
        &self,
        id: &str,
        path: String,
        stack: &mut Vec<String>,
        found: &mut Vec<(String, String)>,
    ) {
        let is_module = self
            .index
            .get(id)
            .is_some_and(|item| tag(&item["inner"]).0 == "module");
        found.push((id.to_string(), path.clone()));
        if is_module {
            self.collect(id, &path, stack, found);
        }
    }

    /// The listing's lines, each keyed by the path of the item it belongs
    /// to so that they sort together.
    fn lines(&self) -> Vec<String> {
        let mut keyed = BTreeMap::new();
        let mut add = |sort: String, line: String| {
            keyed.insert((sort, line), ());
        };
        for (id, path) in &self.items {
            if *id == self.root {
                continue;
            }
            self.item_lines(id, path, &mut add);
        }
        keyed.into_keys().map(|(_, line)| line).collect()
    }

    fn item_lines(&self, id: &str, path: &str, add: &mut impl FnMut(String, String)) {
        let Some(item) = self.index.get(id) else {
            return;
        };
        let attrs = attrs(item);
        let (kind, inner) = tag(&item["inner"]);
        match kind {
            "module" => add(path.into(), format!("{attrs}pub mod {path}")),
            "use" => {
                let source = str_of(&inner["source"]);
                let name = if inner["is_glob"].as_bool() == Some(true) {
                    "*"
                } else {
                    str_of(&inner["name"])
                };
                let line = format!("pub use {path}::{name} = {source}");
                add(format!("{path}::{name}"), line);
            }
            "struct" => {
                let generics = self.generics(&inner["generics"]);
                let (shape, fields) = match tag(&inner["kind"]) {
                    ("unit", _) => (";".to_string(), Vec::new()),
                    ("tuple", fields) => {
                        let shown: Vec<String> = list(fields)
                            .iter()
                            .map(|f| match key(f) {
                                Some(f) => format!("pub {}", self.field_type(&f)),
                                None => "_".into(),
                            })
                            .collect();
                        (format!("({});", shown.join(", ")), Vec::new())
                    }
                    (_, plain) => {
                        // The public fields are lines of their own; `..` says
                        // there are others, so that a user cannot build one.
                        let stripped = plain["has_stripped_fields"].as_bool() == Some(true);
                        let shape = if stripped { " { .. }" } else { "" };
                        (shape.to_string(), list(&plain["fields"]).to_vec())
                    }
                };
                let line = format!(
                    "{attrs}pub struct {path}{generics}{}{shape}",
                    self.where_clause(&inner["generics"])
                );
                add(path.into(), line);
                for field in &fields {
                    self.field_line(field, path, add);
                }
                self.impl_lines(&inner["impls"], id, path, add);
            }
            "union" => {
                let generics = self.generics(&inner["generics"]);
                add(path.into(), format!("{attrs}pub union {path}{generics}"));
                for field in list(&inner["fields"]) {
                    self.field_line(field, path, add);
                }
                self.impl_lines(&inner["impls"], id, path, add);
            }
            "enum" => {
                let generics = self.generics(&inner["generics"]);
                let line = format!(
                    "{attrs}pub enum {path}{generics}{}",
                    self.where_clause(&inner["generics"])
                );
                add(path.into(), line);
                for variant in list(&inner["variants"]) {
                    self.variant_line(variant, path, add);
                }
                self.impl_lines(&inner["impls"], id, path, add);
            }
            "trait" => {
                let generics = self.generics(&inner["generics"]);
                let bounds = self.bounds(&inner["bounds"]);
                let bounds = if bounds.is_empty() {
                    String::new()
                } else {
                    format!(": {bounds}")
                };
                let unsafety = if inner["is_unsafe"].as_bool() == Some(true) {
                    "unsafe "
                } else {
                    ""
                };
                let line = format!(
                    "{attrs}pub {unsafety}trait {path}{generics}{bounds}{}",
                    self.where_clause(&inner["generics"])
                );
                add(path.into(), line);
                for member in list(&inner["items"]) {
                    let Some(member) = key(member) else { continue };
                    if let Some(m) = self.index.get(&member) {
                        let name = str_of(&m["name"]);
                        let full = format!("{path}::{name}");
                        self.member_line(m, &full, add);
                    }
                }
                self.foreign_impl_lines(&inner["implementations"], path, add);
            }
            "function" => {
                let line = format!("{attrs}{}", self.function(inner, path));
                add(path.into(), line);
            }
            "constant" => {
                let ty = self.ty(&inner["type"]);
                // rustdoc writes `_` for a value that is not a literal.
                let line = match str_of(&inner["const"]["expr"]) {
                    "_" | "" => format!("{attrs}pub const {path}: {ty}"),
                    value => format!("{attrs}pub const {path}: {ty} = {value}"),
                };
                add(path.into(), line);
            }
            "static" => {
                let ty = self.ty(&inner["type"]);
                let mutability = if inner["is_mutable"].as_bool() == Some(true) {
                    "mut "
                } else {
                    ""
                };
                add(
                    path.into(),
                    format!("{attrs}pub static {mutability}{path}: {ty}"),
                );
            }
            "type_alias" => {
                let generics = self.generics(&inner["generics"]);
                let ty = self.ty(&inner["type"]);
                add(
                    path.into(),
                    format!("{attrs}pub type {path}{generics} = {ty}"),
                );
            }
            "macro" => add(path.into(), format!("{attrs}pub macro {path}!")),
            "proc_macro" => add(path.into(), format!("{attrs}pub proc macro {path}!")),
            other => add(path.into(), format!("{attrs}pub {other} {path}")),
        }
    }

    /// A method, associated constant or associated type, of a trait or an
    /// inherent impl.
    fn member_line(&self, m: &Value, path: &str, add: &mut impl FnMut(String, String)) {
        let attrs = attrs(m);
        let (kind, inner) = tag(&m["inner"]);
        let line = match kind {
            "function" => self.function(inner, path),
            "assoc_const" => {
                let ty = self.ty(&inner["type"]);
                // rustdoc writes `_` for a value that is not a literal.
                match inner["value"].as_str() {
                    Some(value) if value != "_" => format!("pub const {path}: {ty} = {value}"),
                    _ => format!("pub const {path}: {ty}"),
                }
            }
            "assoc_type" => {
                let bounds = self.bounds(&inner["bounds"]);
                let mut line = format!("pub type {path}");
                if !bounds.is_empty() {
                    line.push_str(&format!(": {bounds}"));
                }
                if !inner["type"].is_null() {
                    line.push_str(&format!(" = {}", self.ty(&inner["type"])));
                }
                line
            }
            other => format!("pub {other} {path}"),
        };
        add(path.into(), format!("{attrs}{line}"));
    }

    fn field_type(&self, id: &str) -> String {
        self.index
            .get(id)
            .map(|f| self.ty(&f["inner"]["struct_field"]))
            .unwrap_or_else(|| "_".into())
    }

    fn field_line(&self, field: &Value, path: &str, add: &mut impl FnMut(String, String)) {
        let Some(id) = key(field) else { return };
        let Some(f) = self.index.get(&id) else { return };
        let name = str_of(&f["name"]);
        let full = format!("{path}::{name}");
        let line = format!("{}pub {full}: {}", attrs(f), self.field_type(&id));
        add(full, line);
    }

    fn variant_line(&self, variant: &Value, path: &str, add: &mut impl FnMut(String, String)) {
        let Some(id) = key(variant) else { return };
        let Some(v) = self.index.get(&id) else { return };
        let full = format!("{path}::{}", str_of(&v["name"]));
        let inner = &v["inner"]["variant"];
        let shape = match tag(&inner["kind"]) {
            ("tuple", fields) => {
                let shown: Vec<String> = list(fields)
                    .iter()
                    .map(|f| match key(f) {
                        Some(f) => self.field_type(&f),
                        None => "_".into(),
                    })
                    .collect();
                format!("({})", shown.join(", "))
            }
            ("struct", s) => {
                let shown: Vec<String> = list(&s["fields"])
                    .iter()
                    .filter_map(|f| {
                        let f = key(f)?;
                        let name = str_of(&self.index.get(&f)?["name"]).to_string();
                        Some(format!("{name}: {}", self.field_type(&f)))
                    })
                    .collect();
                let rest = if s["has_stripped_fields"].as_bool() == Some(true) {
                    ", .."
                } else {
                    ""
                };
                format!(" {{ {}{rest} }}", shown.join(", "))
            }
            _ => String::new(),
        };
        let discriminant = match inner["discriminant"]["expr"].as_str() {
            Some(expr) => format!(" = {expr}"),
            None => String::new(),
        };
        add(
            full.clone(),
            format!("{}pub {full}{shape}{discriminant}", attrs(v)),
        );
    }

    /// The impls of the type `id` listed at `path`: the type as an impl
    /// names it (`Url<S>`, `&'a SearchParams`) is written with `path` for
    /// its name, so that each path's impls read as its own.
    fn impl_lines(
        &self,
        impls: &Value,
        id: &str,
        path: &str,
        add: &mut impl FnMut(String, String),
    ) {
        let canonical = self.names.get(id).map(String::as_str).unwrap_or(path);
        for id in list(impls) {
            let Some(id) = key(id) else { continue };
            let Some(imp) = self.index.get(&id) else {
                continue;
            };
            let inner = &imp["inner"]["impl"];
            if !inner["blanket_impl"].is_null() {
                continue;
            }
            let trait_ = &inner["trait"];
            let for_type = self.ty(&inner["for"]);
            let for_type = match for_type.find(canonical) {
                Some(at)
                    if for_type[at + canonical.len()..]
                        .chars()
                        .take(1)
                        .all(|c| !c.is_alphanumeric() && c != '_' && c != ':') =>
                {
                    format!(
                        "{}{path}{}",
                        &for_type[..at],
                        &for_type[at + canonical.len()..]
                    )
                }
                _ => for_type,
            };
            let header_generics = self.generics(&inner["generics"]);
            let where_ = self.where_clause(&inner["generics"]);
            if trait_.is_null() {
                // The members under the type as the impl names it, so that a
                // method of `impl Url` and one of `impl<S> Url<S>` differ.
                let self_path = for_type;
                add(
                    format!("{path}::~impl"),
                    format!("impl{header_generics} {self_path}{where_}"),
                );
                for member in list(&inner["items"]) {
                    let Some(member) = key(member) else { continue };
                    let Some(m) = self.index.get(&member) else {
                        continue;
                    };
                    if str_of(&m["visibility"]) != "public" {
                        continue;
                    }
                    let full = format!("{self_path}::{}", str_of(&m["name"]));
                    self.member_line(m, &full, add);
                }
            } else {
                let trait_name = self.path_of(trait_);
                let last = str_of(&trait_["path"]).rsplit("::").next().unwrap_or("");
                let synthetic = inner["is_synthetic"].as_bool() == Some(true);
                if (synthetic && !AUTO_TRAITS.contains(&last)) || UNLISTED_TRAITS.contains(&last) {
                    continue;
                }
                let negative = if inner["is_negative"].as_bool() == Some(true) {
                    "!"
                } else {
                    ""
                };
                let unsafety = if inner["is_unsafe"].as_bool() == Some(true) {
                    "unsafe "
                } else {
                    ""
                };
                add(
                    format!("{path}::~impl"),
                    format!(
                        "{unsafety}impl{header_generics} {negative}{trait_name} for {for_type}{where_}"
                    ),
                );
            }
        }
    }

    /// The impls of the trait at `path` for types that are not this
    /// crate's public types (`&str`, `String`, a reference): a public
    /// type's impls are listed with the type.
    fn foreign_impl_lines(&self, impls: &Value, path: &str, add: &mut impl FnMut(String, String)) {
        for id in list(impls) {
            let Some(imp) = key(id).and_then(|id| self.index.get(&id)) else {
                continue;
            };
            let inner = &imp["inner"]["impl"];
            // A struct, enum or union of this crate lists its own impls; a
            // type alias (`Span<'_>`) does not.
            let for_local = match tag(&inner["for"]) {
                ("resolved_path", p) => key(&p["id"]).is_some_and(|id| {
                    self.names.contains_key(&id)
                        && self.index.get(&id).is_some_and(|item| {
                            matches!(tag(&item["inner"]).0, "struct" | "enum" | "union")
                        })
                }),
                _ => false,
            };
            if for_local || !inner["blanket_impl"].is_null() {
                continue;
            }
            let trait_name = format!("{path}{}", self.args(&inner["trait"]["args"]));
            add(
                format!("{path}::~impl"),
                format!(
                    "impl{} {trait_name} for {}{}",
                    self.generics(&inner["generics"]),
                    self.ty(&inner["for"]),
                    self.where_clause(&inner["generics"])
                ),
            );
        }
    }

    /// A function's or method's line: `pub fn path<..>(..) -> ..`.
    fn function(&self, inner: &Value, path: &str) -> String {
        let header = &inner["header"];
        let mut quals = String::new();
        for (flag, word) in [
            ("is_const", "const "),
            ("is_async", "async "),
            ("is_unsafe", "unsafe "),
        ] {
            if header[flag].as_bool() == Some(true) {
                quals.push_str(word);
            }
        }
        match header["abi"].as_str() {
            Some("Rust") | None => {}
            Some(_) => quals.push_str("extern "),
        }
        let sig = &inner["sig"];
        let inputs: Vec<String> = list(&sig["inputs"])
            .iter()
            .map(|pair| {
                let name = str_of(&pair[0]);
                let ty = &pair[1];
                if name == "self" {
                    self.receiver(ty)
                } else {
                    format!("{name}: {}", self.ty(ty))
                }
            })
            .collect();
        let output = if sig["output"].is_null() {
            String::new()
        } else {
            format!(" -> {}", self.ty(&sig["output"]))
        };
        format!(
            "pub {quals}fn {path}{}({}){output}{}",
            self.generics(&inner["generics"]),
            inputs.join(", "),
            self.where_clause(&inner["generics"])
        )
    }

    fn receiver(&self, ty: &Value) -> String {
        match tag(ty) {
            ("generic", s) if s.as_str() == Some("Self") => "self".into(),
            ("borrowed_ref", r) if r["type"]["generic"].as_str() == Some("Self") => {
                let lifetime = match r["lifetime"].as_str() {
                    Some(l) => format!("{l} "),
                    None => String::new(),
                };
                let m = if r["is_mutable"].as_bool() == Some(true) {
                    "mut "
                } else {
                    ""
                };
                format!("&{lifetime}{m}self")
            }
            _ => format!("self: {}", self.ty(ty)),
        }
    }

    /// The name a path (`{path, id, args}`) is written with: the item's
    /// shortest public path (a re-export's, for another crate's item that
    /// this one re-exports), or rustdoc's path of another crate's item,
    /// or the path as the source writes it.
    fn path_of(&self, p: &Value) -> String {
        let name = key(&p["id"])
            .and_then(|id| {
                self.names.get(&id).cloned().or_else(|| {
                    let segments = list(&self.paths.get(&id)?["path"]);
                    let segments: Vec<&str> = segments.iter().map(str_of).collect();
                    Some(segments.join("::"))
                })
            })
            .unwrap_or_else(|| str_of(&p["path"]).to_string());
        format!("{name}{}", self.args(&p["args"]))
    }

    fn args(&self, args: &Value) -> String {
        match tag(args) {
            ("angle_bracketed", a) => {
                let mut shown: Vec<String> = list(&a["args"])
                    .iter()
                    .map(|arg| match tag(arg) {
                        ("lifetime", l) => str_of(l).to_string(),
                        ("type", t) => self.ty(t),
                        ("const", c) => str_of(&c["expr"]).to_string(),
                        _ => "_".into(),
                    })
                    .collect();
                for c in list(&a["constraints"]) {
                    let name = format!("{}{}", str_of(&c["name"]), self.args(&c["args"]));
                    match tag(&c["binding"]) {
                        ("equality", term) => {
                            let value = match tag(term) {
                                ("type", t) => self.ty(t),
                                ("constant", k) => str_of(&k["expr"]).to_string(),
                                _ => "_".into(),
                            };
                            shown.push(format!("{name} = {value}"));
                        }
                        ("constraint", bounds) => {
                            shown.push(format!("{name}: {}", self.bounds(bounds)));
                        }
                        _ => shown.push(name),
                    }
                }
                if shown.is_empty() {
                    String::new()
                } else {
                    format!("<{}>", shown.join(", "))
                }
            }
            ("parenthesized", p) => {
                let inputs: Vec<String> = list(&p["inputs"]).iter().map(|t| self.ty(t)).collect();
                let output = if p["output"].is_null() {
                    String::new()
                } else {
                    format!(" -> {}", self.ty(&p["output"]))
                };
                format!("({}){output}", inputs.join(", "))
            }
            ("return_type_notation", _) => "(..)".into(),
            _ => String::new(),
        }
    }

    /// A type, as Rust writes it.
    fn ty(&self, t: &Value) -> String {
        match tag(t) {
            ("resolved_path", p) => self.path_of(p),
            ("dyn_trait", d) => {
                let mut parts: Vec<String> = list(&d["traits"])
                    .iter()
                    .map(|poly| {
                        format!(
                            "{}{}",
                            self.for_lifetimes(&poly["generic_params"]),
                            self.path_of(&poly["trait"])
                        )
                    })
                    .collect();
                if let Some(l) = d["lifetime"].as_str() {
                    parts.push(l.to_string());
                }
                format!("dyn {}", parts.join(" + "))
            }
            ("generic", g) | ("primitive", g) => str_of(g).to_string(),
            ("function_pointer", f) => {
                let inputs: Vec<String> = list(&f["sig"]["inputs"])
                    .iter()
                    .map(|pair| self.ty(&pair[1]))
                    .collect();
                let output = if f["sig"]["output"].is_null() {
                    String::new()
                } else {
                    format!(" -> {}", self.ty(&f["sig"]["output"]))
                };
                format!(
                    "{}fn({}){output}",
                    self.for_lifetimes(&f["generic_params"]),
                    inputs.join(", ")
                )
            }
            ("tuple", items) => {
                let shown: Vec<String> = list(items).iter().map(|t| self.ty(t)).collect();
                if shown.len() == 1 {
                    format!("({},)", shown[0])
                } else {
                    format!("({})", shown.join(", "))
                }
            }
            ("slice", inner) => format!("[{}]", self.ty(inner)),
            ("array", a) => format!("[{}; {}]", self.ty(&a["type"]), str_of(&a["len"])),
            ("pat", p) => self.ty(&p["type"]),
            ("impl_trait", bounds) => format!("impl {}", self.bounds(bounds)),
            ("infer", _) => "_".into(),
            ("raw_pointer", p) => {
                let m = if p["is_mutable"].as_bool() == Some(true) {
                    "mut"
                } else {
                    "const"
                };
                format!("*{m} {}", self.ty(&p["type"]))
            }
            ("borrowed_ref", r) => {
                let lifetime = match r["lifetime"].as_str() {
                    Some(l) => format!("{l} "),
                    None => String::new(),
                };
                let m = if r["is_mutable"].as_bool() == Some(true) {
                    "mut "
                } else {
                    ""
                };
                format!("&{lifetime}{m}{}", self.ty(&r["type"]))
            }
            ("qualified_path", q) => {
                let self_type = self.ty(&q["self_type"]);
                let name = format!("{}{}", str_of(&q["name"]), self.args(&q["args"]));
                if q["trait"].is_null() {
                    format!("{self_type}::{name}")
                } else {
                    format!("<{self_type} as {}>::{name}", self.path_of(&q["trait"]))
                }
            }
            (other, _) => format!("<{other}>"),
        }
    }

    fn for_lifetimes(&self, params: &Value) -> String {
        let names: Vec<&str> = list(params).iter().map(|p| str_of(&p["name"])).collect();
        if names.is_empty() {
            String::new()
        } else {
            format!("for<{}> ", names.join(", "))
        }
    }

    fn bounds(&self, bounds: &Value) -> String {
        let shown: Vec<String> = list(bounds)
            .iter()
            .map(|b| match tag(b) {
                ("trait_bound", t) => {
                    let modifier = match t["modifier"].as_str() {
                        Some("maybe") => "?",
                        Some("maybe_const") => "~const ",
                        _ => "",
                    };
                    format!(
                        "{}{modifier}{}",
                        self.for_lifetimes(&t["generic_params"]),
                        self.path_of(&t["trait"])
                    )
                }
                ("outlives", l) => str_of(l).to_string(),
                ("use", args) => {
                    let names: Vec<String> = list(args)
                        .iter()
                        .map(|a| str_of(tag(a).1).to_string())
                        .collect();
                    format!("use<{}>", names.join(", "))
                }
                _ => "_".into(),
            })
            .collect();
        shown.join(" + ")
    }

    /// `<'a, T: Bound = Default, const N: usize>`, without the parameters
    /// that stand for an argument's `impl Trait`.
    fn generics(&self, generics: &Value) -> String {
        let shown: Vec<String> = list(&generics["params"])
            .iter()
            .filter_map(|p| {
                let name = str_of(&p["name"]);
                match tag(&p["kind"]) {
                    ("lifetime", l) => {
                        let outlives: Vec<&str> = list(&l["outlives"]).iter().map(str_of).collect();
                        Some(if outlives.is_empty() {
                            name.to_string()
                        } else {
                            format!("{name}: {}", outlives.join(" + "))
                        })
                    }
                    ("type", t) => {
                        if t["is_synthetic"].as_bool() == Some(true) {
                            return None;
                        }
                        let mut s = name.to_string();
                        let bounds = self.bounds(&t["bounds"]);
                        if !bounds.is_empty() {
                            s.push_str(&format!(": {bounds}"));
                        }
                        if !t["default"].is_null() {
                            s.push_str(&format!(" = {}", self.ty(&t["default"])));
                        }
                        Some(s)
                    }
                    ("const", c) => {
                        let mut s = format!("const {name}: {}", self.ty(&c["type"]));
                        if let Some(d) = c["default"].as_str() {
                            s.push_str(&format!(" = {d}"));
                        }
                        Some(s)
                    }
                    _ => Some(name.to_string()),
                }
            })
            .collect();
        if shown.is_empty() {
            String::new()
        } else {
            format!("<{}>", shown.join(", "))
        }
    }

    fn where_clause(&self, generics: &Value) -> String {
        let shown: Vec<String> = list(&generics["where_predicates"])
            .iter()
            .map(|w| match tag(w) {
                ("bound_predicate", b) => format!(
                    "{}{}: {}",
                    self.for_lifetimes(&b["generic_params"]),
                    self.ty(&b["type"]),
                    self.bounds(&b["bounds"])
                ),
                ("lifetime_predicate", l) => {
                    let outlives: Vec<&str> = list(&l["outlives"]).iter().map(str_of).collect();
                    format!("{}: {}", str_of(&l["lifetime"]), outlives.join(" + "))
                }
                ("eq_predicate", e) => {
                    let rhs = match tag(&e["rhs"]) {
                        ("type", t) => self.ty(t),
                        ("constant", k) => str_of(&k["expr"]).to_string(),
                        _ => "_".into(),
                    };
                    format!("{} = {rhs}", self.ty(&e["lhs"]))
                }
                _ => "_".into(),
            })
            .collect();
        if shown.is_empty() {
            String::new()
        } else {
            format!(" where {}", shown.join(", "))
        }
    }
}

/// The attributes of an item that are part of its API, written before it:
/// `#[non_exhaustive]`, `#[repr(..)]`, `#[must_use]` and a deprecation.
fn attrs(item: &Value) -> String {
    let mut out = String::new();
    if !item["deprecation"].is_null() {
        out.push_str("#[deprecated] ");
    }
    for attr in list(&item["attrs"]) {
        match tag(attr) {
            ("non_exhaustive", _) => out.push_str("#[non_exhaustive] "),
            ("must_use", _) => out.push_str("#[must_use] "),
            ("repr", r) => {
                let kind = str_of(&r["kind"]);
                out.push_str(&format!("#[repr({kind})] "));
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{diff, listing};

    /// A crate `k` with a module `m` holding `pub struct S { pub a: u8 }`
    /// and `pub fn f(&self, x: &str) -> Option<S>` on it, re-exported as
    /// `k::S` too, and a trait `k::T` implemented for `&str`, in rustdoc's
    /// JSON.
    const JSON: &str = r#"{
      "root": 0, "format_version": 57,
      "paths": {"9": {"crate_id": 1, "path": ["core", "option", "Option"], "kind": "enum"}},
      "index": {
        "0": {"name": "k", "visibility": "public", "attrs": [], "deprecation": null,
              "inner": {"module": {"items": [1, 5, 10]}}},
        "1": {"name": "m", "visibility": "public", "attrs": [], "deprecation": null,
              "inner": {"module": {"items": [2]}}},
        "2": {"name": "S", "visibility": "public", "attrs": ["non_exhaustive"], "deprecation": null,
              "inner": {"struct": {"kind": {"plain": {"fields": [3], "has_stripped_fields": true}},
                        "generics": {"params": [], "where_predicates": []}, "impls": [4, 7]}}},
        "3": {"name": "a", "visibility": "public", "attrs": [], "deprecation": null,
              "inner": {"struct_field": {"primitive": "u8"}}},
        "4": {"name": null, "visibility": "default", "attrs": [], "deprecation": null,
              "inner": {"impl": {"trait": null, "for": {"resolved_path": {"path": "S", "id": 2, "args": null}},
                        "generics": {"params": [], "where_predicates": []}, "items": [6],
                        "is_synthetic": false, "is_negative": false, "is_unsafe": false, "blanket_impl": null}}},
        "5": {"name": null, "visibility": "public", "attrs": [], "deprecation": null,
              "inner": {"use": {"source": "m::S", "name": "S", "id": 2, "is_glob": false}}},
        "6": {"name": "f", "visibility": "public", "attrs": [], "deprecation": null,
              "inner": {"function": {
                "sig": {"inputs": [["self", {"borrowed_ref": {"lifetime": null, "is_mutable": false, "type": {"generic": "Self"}}}],
                                   ["x", {"borrowed_ref": {"lifetime": null, "is_mutable": false, "type": {"primitive": "str"}}}]],
                        "output": {"resolved_path": {"path": "Option", "id": 9,
                                   "args": {"angle_bracketed": {"args": [{"type": {"resolved_path": {"path": "S", "id": 2, "args": null}}}], "constraints": []}}}}},
                "generics": {"params": [], "where_predicates": []},
                "header": {"is_const": false, "is_unsafe": false, "is_async": false, "abi": "Rust"}}}},
        "7": {"name": null, "visibility": "default", "attrs": [], "deprecation": null,
              "inner": {"impl": {"trait": {"path": "Send", "id": 8, "args": null},
                        "for": {"resolved_path": {"path": "S", "id": 2, "args": null}},
                        "generics": {"params": [], "where_predicates": []}, "items": [],
                        "is_synthetic": true, "is_negative": false, "is_unsafe": false, "blanket_impl": null}}},
        "10": {"name": "T", "visibility": "public", "attrs": [], "deprecation": null,
              "inner": {"trait": {"is_unsafe": false, "items": [], "bounds": [], "implementations": [11],
                        "generics": {"params": [], "where_predicates": []}}}},
        "11": {"name": null, "visibility": "default", "attrs": [], "deprecation": null,
              "inner": {"impl": {"trait": {"path": "T", "id": 10, "args": null},
                        "for": {"borrowed_ref": {"lifetime": null, "is_mutable": false, "type": {"primitive": "str"}}},
                        "generics": {"params": [], "where_predicates": []}, "items": [],
                        "is_synthetic": false, "is_negative": false, "is_unsafe": false, "blanket_impl": null}}}
      }
    }"#;

    #[test]
    fn lists_each_item_at_each_path_with_its_signature() {
        let got = listing(JSON).unwrap();
        let want = "\
#[non_exhaustive] pub struct k::S { .. }
pub k::S::a: u8
pub fn k::S::f(&self, x: &str) -> core::option::Option<k::S>
impl Send for k::S
impl k::S
pub trait k::T
impl k::T for &str
pub mod k::m
#[non_exhaustive] pub struct k::m::S { .. }
pub k::m::S::a: u8
pub fn k::m::S::f(&self, x: &str) -> core::option::Option<k::S>
impl Send for k::m::S
impl k::m::S
";
        assert_eq!(got, want);
    }

    /// A crate `k` that re-exports `g::E` of a crate `g` as `k::E`, and has
    /// `pub fn f() -> g::E` and `pub fn h() -> g::F`, `g::F` not
    /// re-exported.
    const REEXPORT_JSON: &str = r#"{
      "root": 0, "format_version": 57,
      "paths": {"7": {"crate_id": 2, "path": ["g", "private", "E"], "kind": "enum"},
                "8": {"crate_id": 2, "path": ["g", "F"], "kind": "struct"}},
      "index": {
        "0": {"name": "k", "visibility": "public", "attrs": [], "deprecation": null,
              "inner": {"module": {"items": [1, 2, 3]}}},
        "1": {"name": null, "visibility": "public", "attrs": [], "deprecation": null,
              "inner": {"use": {"source": "g::E", "name": "E", "id": 7, "is_glob": false}}},
        "2": {"name": "f", "visibility": "public", "attrs": [], "deprecation": null,
              "inner": {"function": {
                "sig": {"inputs": [], "output": {"resolved_path": {"path": "g::E", "id": 7, "args": null}}},
                "generics": {"params": [], "where_predicates": []},
                "header": {"is_const": false, "is_unsafe": false, "is_async": false, "abi": "Rust"}}}},
        "3": {"name": "h", "visibility": "public", "attrs": [], "deprecation": null,
              "inner": {"function": {
                "sig": {"inputs": [], "output": {"resolved_path": {"path": "g::F", "id": 8, "args": null}}},
                "generics": {"params": [], "where_predicates": []},
                "header": {"is_const": false, "is_unsafe": false, "is_async": false, "abi": "Rust"}}}}
      }
    }"#;

    #[test]
    fn another_crates_item_is_written_by_its_reexport() {
        let got = listing(REEXPORT_JSON).unwrap();
        let want = "\
pub use k::E = g::E
pub fn k::f() -> k::E
pub fn k::h() -> g::F
";
        assert_eq!(got, want);
    }

    #[test]
    fn the_difference_is_the_lines_removed_and_added() {
        let d = diff("a\nb\nc\n", "a\nc\nd\n");
        assert_eq!(d, ["- b", "+ d"]);
        assert!(diff("a\n", "a\n").is_empty());
    }
}
