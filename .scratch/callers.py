import json,sys,collections
p=json.load(open(sys.argv[1])); target=sys.argv[2]
nodes={n['id']:n for n in p['nodes']}
parent={}
for n in p['nodes']:
    for c in n.get('children',[]): parent[c]=n['id']
cnt=collections.Counter()
for s,d in zip(p['samples'],p['timeDeltas']):
    n=nodes[s]
    if n['callFrame']['functionName']!=target: continue
    chain=[]; x=parent.get(s)
    while x and len(chain)<6:
        cf=nodes[x]['callFrame']; chain.append(f"{cf['functionName']}@{cf['url'].split('/')[-1]}:{cf['lineNumber']}"); x=parent.get(x)
    cnt[' < '.join(chain)]+=d
for k,v in cnt.most_common(6): print(f"{v/1000:8.1f} {k}")
