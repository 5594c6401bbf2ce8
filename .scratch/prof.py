import json,sys,collections
p=json.load(open(sys.argv[1]))
nodes={n['id']:n for n in p['nodes']}
self_t=collections.Counter()
dt=p['timeDeltas']; samples=p['samples']
for s,d in zip(samples,dt):
    n=nodes[s]; cf=n['callFrame']
    key=f"{cf['functionName'] or '(anon)'} {cf['url'].split('/node_modules/')[-1].split('/work/main/')[-1]}:{cf['lineNumber']}"
    self_t[key]+=d
tot=sum(self_t.values())
for k,v in self_t.most_common(35): print(f"{v/1000:8.1f} ms {100*v/tot:5.1f}% {k}")
# by package
pk=collections.Counter()
for s,d in zip(samples,dt):
    u=nodes[s]['callFrame']['url']
    if '/node_modules/' in u: u=u.split('/node_modules/')[-1].split('/')[0]
    elif u.startswith('node:'): u=u
    elif u=='' : u='(native/'+nodes[s]['callFrame']['functionName']+')'
    else: u=u.split('/work/main/')[-1]
    pk[u]+=d
print('---')
for k,v in pk.most_common(25): print(f"{v/1000:8.1f} ms {100*v/tot:5.1f}% {k}")
